import * as z from 'shared-api/zod';
import { emailSchema, idSchema, signInPasswordSchema, userTypeSchema } from './common';
import { endpointGroup } from './endpoint';

/** A sign-in's body: the address under `emailKey` (each login spells it its own way) and the password. */
const signInBodySchema = <K extends string>(emailKey: K) =>
  z.object({ [emailKey]: emailSchema, password: signInPasswordSchema } as Record<K, typeof emailSchema> & {
    password: typeof signInPasswordSchema;
  });

/**
 * POST /api/Auth/login: law-firm and platform sign-in (S, A, U). The request's Accept-Language (the
 * interface language, `sv` or `en`, as the client sends on every call) is stored on a successful sign-in
 * (here, or at verifyTwoFactor with two-factor on): the staff member's mails are written in it.
 * A sign-in without it keeps the language stored before. The wire spells the address `EmalId` (sic).
 */
export const lawFirmLoginBodySchema = signInBodySchema('EmalId');
export type LawFirmLoginBody = z.infer<typeof lawFirmLoginBodySchema>;

export const loginDataSchema = z.object({
  token: z.string(),
  userType: userTypeSchema,
  creditorId: idSchema.nullable(),
  lawFirmId: idSchema.nullable(),
  email: z.string().optional(),
  /** Beyond the original: the firm requires two-factor sign-in and this user has not set it up yet. */
  twoFactorSetupRequired: z.boolean().optional(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/**
 * The first answer of a sign-in that needs a second step: no token yet; POST /api/Auth/verifyTwoFactor
 * follows with the challenge (it works once). Beyond the original, `method` says what the second step is:
 * `totp` (absent in older answers), the authenticator app or a recovery code of staff with two-factor on;
 * `email`, a code just mailed to the account, asked of any account (creditors too) while its failed-sign-in
 * ceiling has tripped, instead of refusing the owner's right password with 429.
 */
export const twoFactorChallengeSchema = z.object({
  requiresTwoFactor: z.literal(true),
  challenge: z.string(),
  method: z.enum(['totp', 'email']).optional(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const isTwoFactorChallenge = (data: LoginData | TwoFactorChallenge): data is TwoFactorChallenge =>
  'requiresTwoFactor' in data && data.requiresTwoFactor === true;

const authCall = endpointGroup({ tag: 'Auth', roles: ['public'] });
/** A sign-in's answer: the session, or the challenge of a second step. */
const signInAnswerSchema = z.union([loginDataSchema, twoFactorChallengeSchema]);
const signInRefusals = {
  401: 'Wrong e-mail or password',
  429: 'Too many failed sign-ins; Retry-After says when to try again',
};

export const lawFirmLogin = authCall('lawFirmLogin', 'POST /api/Auth/login', {
  summary: 'Sign in as platform administrator or law-firm user',
  description:
    "The Accept-Language header (`sv` or `en`, the interface language) is stored on a successful sign-in: the staff member's mails are written in it. Without it the stored language stays.",
  errors: signInRefusals,
  body: lawFirmLoginBodySchema,
  data: signInAnswerSchema,
});

/** POST /api/Creditor/login: creditor and debt-collector sign-in (C, D); the wire spells `emalId` (sic). */
export const creditorLoginBodySchema = signInBodySchema('emalId');
export type CreditorLoginBody = z.infer<typeof creditorLoginBodySchema>;

export const creditorLogin = authCall('creditorLogin', 'POST /api/Creditor/login', {
  summary: 'Sign in as creditor or debt collector',
  description:
    'While the account has had many failed sign-ins, the right password answers a challenge (`method: email`) instead of a token: the code mailed to the account finishes the sign-in at POST /api/Auth/verifyTwoFactor.',
  errors: { ...signInRefusals, 403: 'The e-mail is not verified yet (`Email not verified`)' },
  body: creditorLoginBodySchema,
  data: signInAnswerSchema,
});

/** The claims our HS256 access token carries; `exp` is read by the client. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  lawFirmId: z.number().int().nullable(),
  creditorId: z.number().int().nullable(),
  lawFirmUserId: z.number().int().nullable().optional(),
  /** The account's token version when issued: a higher one in the database refuses the token. */
  ver: z.number().int().nonnegative().optional(),
  /** This token's id, for signing out one session (POST /api/Auth/logout). */
  jti: z.string().max(64).optional(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** GET /api/health */
export const health = authCall('health', 'GET /api/health', {
  tag: 'Health',
  summary: 'Check that the API and its database answer',
  data: z.object({ status: z.literal('ok'), database: z.string(), version: z.string() }).nullable(),
});
