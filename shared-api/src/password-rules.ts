import type * as z from 'shared-api/zod';
import { PASSWORD_RULES, type PasswordAudience, type PasswordProblem } from './contract/password-policy';

/**
 * The strength half of the password rules for forms (the length half is in the contract's
 * schemas). The check and its dictionary are loaded on first use, not with the page: the
 * dictionary is large and most pages never choose a password. The server applies the same
 * check (shared-api/password-strength) on every path that sets one.
 */
export async function passwordStrengthProblem(
  password: string,
  audience: PasswordAudience,
  personal: (string | null | undefined)[] = [],
): Promise<PasswordProblem | null> {
  const { passwordProblem, personalWords } = await import('./password-strength');
  return passwordProblem(password, audience, personalWords(...personal));
}

/**
 * A form schema's refinement: the password in `field` must be strong enough for `audience`
 * (only once it is long enough: the schema says "too short" itself). `personal` picks the
 * account's own words (e-mail, names) from the form. Use with `.superRefine(...)` on the form's
 * object schema; react-hook-form's zod resolver runs it asynchronously.
 */
export const strongPassword =
  <T extends Record<string, unknown>>(
    field: keyof T & string,
    audience: PasswordAudience,
    personal: (values: T) => (string | null | undefined)[] = () => [],
  ) =>
  async (values: T, ctx: z.RefinementCtx) => {
    const password = values[field];
    if (typeof password !== 'string' || password.length < PASSWORD_RULES[audience].minLength) return;
    const problem = await passwordStrengthProblem(password, audience, personal(values));
    if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  };

/**
 * The form schema with `strongPassword` added, checked as soon as the password is typed (not
 * only once every other field is valid, zod's default for an object's refinement).
 */
export function withStrongPassword<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: keyof z.output<S> & string,
  audience: PasswordAudience,
  personal?: (values: z.output<S>) => (string | null | undefined)[],
): S {
  const { minLength } = PASSWORD_RULES[audience];
  // Only a password long enough is checked (so a form without one still parses synchronously).
  return schema.superRefine(strongPassword<z.output<S>>(field, audience, personal), {
    when: (payload) => {
      const password = (payload.value as Record<string, unknown> | undefined)?.[field];
      return typeof password === 'string' && password.length >= minLength;
    },
  }) as S;
}
