import { z } from 'zod';
import { defineEndpoint, emailSchema, idSchema, signInPasswordSchema, userTypeSchema } from './common';

/** POST /api/Auth/login: law-firm and platform sign-in (S, A, U). */
export const lawFirmLoginBodySchema = z.object({
  EmalId: emailSchema, // sic: the wire spells it EmalId
  password: signInPasswordSchema,
});
export type LawFirmLoginBody = z.infer<typeof lawFirmLoginBodySchema>;

export const loginDataSchema = z.object({
  token: z.string(),
  userType: userTypeSchema,
  creditorId: idSchema.nullable(),
  lawFirmId: idSchema.nullable(),
  email: z.string().optional(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const lawFirmLogin = defineEndpoint({
  method: 'POST',
  path: '/api/Auth/login',
  body: lawFirmLoginBodySchema,
  data: loginDataSchema,
  roles: ['public'],
});

/** POST /api/Creditor/login: creditor and debt-collector sign-in (C, D). */
export const creditorLoginBodySchema = z.object({
  emalId: emailSchema, // sic: the wire spells it emalId
  password: signInPasswordSchema,
});
export type CreditorLoginBody = z.infer<typeof creditorLoginBodySchema>;

export const creditorLogin = defineEndpoint({
  method: 'POST',
  path: '/api/Creditor/login',
  body: creditorLoginBodySchema,
  data: loginDataSchema,
  roles: ['public'],
});

/** The claims our HS256 access token carries; `exp` is read by the client. */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  lawFirmId: z.number().int().nullable(),
  creditorId: z.number().int().nullable(),
  lawFirmUserId: z.number().int().nullable().optional(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** GET /api/health */
export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  data: z.object({ status: z.literal('ok'), database: z.string(), version: z.string() }).nullable(),
  roles: ['public'],
});
