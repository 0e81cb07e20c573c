import * as z from 'shared-api/zod';

/**
 * The rules for a password being chosen (docs/decisions/0026-password-policy.md). Who the
 * password is for decides: staff (S, A, U), who reach every case of a firm, need at least 10
 * characters and a strength score of 3 of 4; creditors and debt collectors at least 8 and a
 * score of 2. The score is zxcvbn's estimate with its dictionary of common and breached
 * passwords, run by `shared-api/password-strength` (on the server for every path that sets a
 * password; in a form, loaded when the password field is first checked). The length rules are
 * part of the schemas here, so every form and the server check them the same way.
 *
 * Signing in never checks these rules: a password chosen under older rules keeps working.
 */
export type PasswordAudience = 'staff' | 'creditor';

export const PASSWORD_RULES = {
  staff: { minLength: 10, minScore: 3 },
  creditor: { minLength: 8, minScore: 2 },
} as const satisfies Record<PasswordAudience, { minLength: number; minScore: 0 | 1 | 2 | 3 | 4 }>;

export const PASSWORD_MAX = 200;
/** The shortest password a creditor may choose (the lower of the two rules). */
export const PASSWORD_MIN = PASSWORD_RULES.creditor.minLength;
export const STAFF_PASSWORD_MIN = PASSWORD_RULES.staff.minLength;

/**
 * Why a password is refused, as translation keys: too short, or what zxcvbn found in it. Every
 * key has a text in both languages (validation-message texts), so the reason reaches the user.
 */
export const passwordProblemKeys = [
  'validation.passwordMin',
  'validation.passwordMinStaff',
  'validation.passwordCommon',
  'validation.passwordKeyboard',
  'validation.passwordRepeats',
  'validation.passwordDates',
  'validation.passwordWords',
  'validation.passwordPersonal',
  'validation.passwordWeak',
] as const;
export type PasswordProblem = (typeof passwordProblemKeys)[number];

const minKey = (audience: PasswordAudience): PasswordProblem =>
  audience === 'staff' ? 'validation.passwordMinStaff' : 'validation.passwordMin';

/** A password being chosen by (or for) this audience: its length rule. */
export const newPasswordFor = (audience: PasswordAudience) =>
  z
    .string({ error: 'validation.required' })
    .min(PASSWORD_RULES[audience].minLength, minKey(audience))
    .max(PASSWORD_MAX, 'validation.tooLong');

/** A new password that may be left out (update forms): empty or absent means "keep the current one" (null). */
export const optionalNewPasswordFor = (audience: PasswordAudience) =>
  z
    .string({ error: 'validation.invalid' })
    .max(PASSWORD_MAX, 'validation.tooLong')
    .refine((value) => value === '' || value.length >= PASSWORD_RULES[audience].minLength, minKey(audience))
    .nullish()
    .transform((value) => (value ? value : null));

/** A creditor's or debt collector's new password (sign-up, profile), and the reset's for any account. */
export const newPasswordSchema = newPasswordFor('creditor');
export const optionalNewPasswordSchema = optionalNewPasswordFor('creditor');
/** A staff member's new password (account page, the firm's user forms, the firm's administrator). */
export const staffNewPasswordSchema = newPasswordFor('staff');
export const optionalStaffNewPasswordSchema = optionalNewPasswordFor('staff');
