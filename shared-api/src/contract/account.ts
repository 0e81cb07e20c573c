import * as z from 'shared-api/zod';
import { loginDataSchema } from './auth';
import { emailSchema, newPasswordSchema, signInPasswordSchema, userTypeSchema } from './common';
import { otpSchema } from './creditors';
import { emailBodySchema, endpointGroup } from './endpoint';
import { staffNewPasswordSchema } from './password-policy';

/**
 * Identity beyond the original contract: forgotten
 * passwords for every role, sign-out that ends the token, and two-factor
 * sign-in with the account page of S, A and U.
 */

/** The public calls: a forgotten password, the second step of a sign-in. */
const publicCall = endpointGroup({ tag: 'Auth', roles: ['public'] });
/** Sign-out, for every signed-in role. */
const signOutCall = endpointGroup({
  tag: 'Auth',
  roles: ['S', 'A', 'U', 'C', 'D'],
  openDuringTwoFactorSetup: true,
});
/** The account page of S, A and U: open while two-factor setup is due. */
const accountCall = endpointGroup({
  tag: 'Auth',
  roles: ['S', 'A', 'U'],
  errors: { 404: 'The account no longer exists' },
  openDuringTwoFactorSetup: true,
});

/** POST /api/Auth/forgotPassword: always 200 with the same message; mails a code if the address has an account. */
export const forgotPasswordBodySchema = emailBodySchema;
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const forgotPassword = publicCall('forgotPassword', 'POST /api/Auth/forgotPassword', {
  summary: 'Mail a password-reset code (the same answer for every address)',
  errors: { 429: 'More than 5 calls from one address in 15 minutes, or 3 for one e-mail in an hour' },
  body: forgotPasswordBodySchema,
});

/** POST /api/Auth/resetPassword: 200, 400 (wrong code, password rules), 429 (tries used up). Ends every session. */
export const resetPasswordBodySchema = emailBodySchema.extend({
  code: otpSchema,
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const resetPassword = publicCall('resetPassword', 'POST /api/Auth/resetPassword', {
  summary: 'Choose a new password with the mailed reset code; ends every session',
  errors: { 429: 'The code has been tried too often' },
  body: resetPasswordBodySchema,
});

/** POST /api/Auth/logout: the token it is called with is refused from now on. */
export const logout = signOutCall('logout', 'POST /api/Auth/logout', {
  summary: 'Sign out: the token of this call is refused from now on',
});

/** POST /api/Auth/logoutEverywhere: every token of the caller's account is refused from now on. */
export const logoutEverywhere = signOutCall('logoutEverywhere', 'POST /api/Auth/logoutEverywhere', {
  summary: "Sign out everywhere: every token of the caller's account ends",
});

/** A TOTP code (six digits) or a recovery code (ten letters and digits, a dash in the middle optional). */
export const twoFactorCodeSchema = z
  .string({ error: 'validation.twoFactorCode' })
  .trim()
  .regex(/^(?:\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'validation.twoFactorCode');

/** POST /api/Auth/verifyTwoFactor: the second step of a sign-in with two-factor on; answers as the login does. */
export const verifyTwoFactorBodySchema = z.object({
  challenge: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(1000, 'validation.invalid'),
  code: twoFactorCodeSchema,
});
export type VerifyTwoFactorBody = z.input<typeof verifyTwoFactorBodySchema>;

export const verifyTwoFactor = publicCall('verifyTwoFactor', 'POST /api/Auth/verifyTwoFactor', {
  summary: 'Finish a two-factor sign-in with an authenticator or recovery code',
  description:
    "As at login, the Accept-Language header (`sv` or `en`) is stored on success: the staff member's mails are written in it.",
  errors: {
    401: 'A wrong code, or a challenge that is unknown or has expired',
    429: 'Too many failed sign-ins',
  },
  body: verifyTwoFactorBodySchema,
  data: loginDataSchema,
});

export const accountSchema = z.object({
  email: z.string(),
  userType: userTypeSchema,
  twoFactorEnabled: z.boolean(),
  /** The firm requires two-factor sign-in of its staff (S sets it). */
  twoFactorRequired: z.boolean(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** Beyond the first version: a new address waiting for the code mailed to it (null: none); `email` counts until then. */
  pendingEmail: z.string().nullable().optional(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /api/Auth/account: the caller's own sign-in settings (S, A, U). */
export const getAccount = accountCall('getAccount', 'GET /api/Auth/account', {
  summary: "Read the caller's own sign-in settings",
  data: accountSchema,
});

/** PUT /api/Auth/changePassword: the current password is required; other sessions end, this one gets a fresh token. */
export const changePasswordBodySchema = z.object({
  currentPassword: signInPasswordSchema,
  newPassword: staffNewPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const changePassword = accountCall('changePassword', 'PUT /api/Auth/changePassword', {
  summary: "Change the caller's own password (the current one is required)",
  body: changePasswordBodySchema,
});

/** POST /api/Auth/twoFactor/setup: a new secret to scan (QR code as an SVG data URL), confirmed by enable. */
export const setupTwoFactor = accountCall('setupTwoFactor', 'POST /api/Auth/twoFactor/setup', {
  summary: 'Start turning on two-factor sign-in: a new secret and its QR code',
  data: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }),
});

/**
 * POST /api/Auth/twoFactor/enable: a code from the app turns two-factor on; answers 10 one-time recovery codes.
 * Beyond the first version, the current `password` is required too (a borrowed session must not bind its own
 * authenticator to the account), and every other session of the account ends; this one gets a fresh token.
 */
export const enableTwoFactorBodySchema = z.object({ code: otpSchema, password: signInPasswordSchema });
export type EnableTwoFactorBody = z.input<typeof enableTwoFactorBodySchema>;

export const enableTwoFactor = accountCall('enableTwoFactor', 'POST /api/Auth/twoFactor/enable', {
  summary: 'Turn on two-factor sign-in (app code and password); answers 10 recovery codes',
  body: enableTwoFactorBodySchema,
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

/** POST /api/Auth/twoFactor/disable: with the current password; not while the firm requires it. */
export const disableTwoFactorBodySchema = z.object({ password: signInPasswordSchema });
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBodySchema>;

export const disableTwoFactor = accountCall('disableTwoFactor', 'POST /api/Auth/twoFactor/disable', {
  summary: 'Turn off two-factor sign-in (the current password is required)',
  body: disableTwoFactorBodySchema,
});

/**
 * PUT /api/Auth/changeEmail: the caller's new e-mail address, with the current password. It does not count yet:
 * a code goes to the new address (POST /api/Auth/confirmEmail) and a notice to the current one. 409 when the new
 * address is another account's sign-in.
 */
export const changeEmailBodySchema = z.object({ newEmail: emailSchema, password: signInPasswordSchema });
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

export const changeEmail = accountCall('changeEmail', 'PUT /api/Auth/changeEmail', {
  summary: "Ask to change the caller's e-mail; it counts once the mailed code is entered",
  errors: { 409: 'The address is already another sign-in' },
  body: changeEmailBodySchema,
  data: accountSchema,
});

/**
 * POST /api/Auth/confirmEmail: the code mailed to the new address makes it the caller's e-mail (for the firm's
 * administrator, the firm's contact e-mail too). Also for a change the firm's administrator or S started.
 */
export const confirmEmailBodySchema = z.object({ code: otpSchema });
export type ConfirmEmailBody = z.input<typeof confirmEmailBodySchema>;

export const confirmEmail = accountCall('confirmEmail', 'POST /api/Auth/confirmEmail', {
  summary: "Confirm the caller's new e-mail address with the code mailed to it",
  errors: {
    409: 'The address became another sign-in meanwhile',
    429: 'The code has been tried too often',
  },
  body: confirmEmailBodySchema,
  data: accountSchema,
});
