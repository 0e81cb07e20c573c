import type { FastifyRequest } from 'fastify';
import { type PasswordAudience, validationMessages } from 'shared-api/contract';
import { passwordProblem, personalWords } from 'shared-api/password-strength';
import { badRequest } from '../http/errors';
import { languageOf } from '../http/language';

/**
 * The password rules (docs/decisions/0026-password-policy.md) on every path that sets a
 * password: sign-up, reset, change, the profile, the firm's user forms and the firm's
 * administrator. The schemas check the length already; this adds zxcvbn's verdict. A refusal
 * is a 400 naming the field and saying why, in the caller's language. Seeded demo accounts
 * never pass through here: seeding is not a person choosing a password.
 */
export function requireStrongPassword(
  request: FastifyRequest,
  password: string,
  rule: { audience: PasswordAudience; field: string; personal?: (string | null | undefined)[] },
): void {
  const problem = passwordProblem(password, rule.audience, personalWords(...(rule.personal ?? [])));
  if (!problem) return;
  const language = languageOf(request.headers['accept-language']);
  throw badRequest(`${rule.field}: ${validationMessages[language][problem]}`);
}

/** Why PORTAL_ADMIN_PASSWORD may not be used (in English, for the start-up error), or null. */
export function portalAdminPasswordProblem(password: string, email?: string): string | null {
  const problem = passwordProblem(password, 'staff', personalWords(email));
  return problem ? validationMessages.en[problem] : null;
}
