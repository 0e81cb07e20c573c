import { z } from 'zod';
import {
  creditorTypeSchema,
  defineEndpoint,
  emailSchema,
  flagSchema,
  idSchema,
  newPasswordSchema,
  noDataSchema,
  optionalIdSchema,
  optionalNewPasswordSchema,
  pagingQuerySchema,
  requiredText,
  totalCountSchema,
} from './common';

/**
 * Creditors and debt collectors (spec 2 §3, §7; RUN-CONTRACT e-mail
 * verification). The wire keeps the original's spellings: `creditorEmaill`,
 * `creditrorCompanyName`.
 */

/** Six digits, as mailed. */
export const otpSchema = z
  .string({ error: 'validation.otp' })
  .trim()
  .regex(/^\d{6}$/, 'validation.otp');

/** POST /api/Creditor/signup: every field required (spec 2 §5). The confirmation is the form's own field. */
export const creditorSignupBodySchema = z.object({
  creditorName: requiredText('validation.required'),
  creditorEmaill: emailSchema, // sic: two l's on the wire
  creditorPsw: newPasswordSchema,
  /** DECISIONS: the company name when the form has one, else the creditor name. */
  creditrorCompanyName: requiredText('validation.required'), // sic: "creditror"
  /** Organisation number, e.g. "556677-8899". */
  creditorCompanyOrgNr: requiredText('validation.required', 32),
  creditorType: creditorTypeSchema,
  /** The form's role choice: Creditor (TypeA) = false, Debt collector (TypeB) = true. */
  isDebtCollector: flagSchema,
  creditorStreet: requiredText('validation.required'),
  creditorPostNumber: requiredText('validation.required', 20),
  creditorTown: requiredText('validation.required', 100),
  creditorCountry: requiredText('validation.required', 100),
});
export type CreditorSignupBody = z.input<typeof creditorSignupBodySchema>;

/** A creditor or debt collector as lists and the profile show it (never a password). */
export const creditorSchema = z.object({
  creditorId: z.number().int(),
  creditorName: z.string(),
  creditorEmaill: z.string(), // sic
  creditrorCompanyName: z.string(), // sic
  creditorCompanyOrgNr: z.string(),
  creditorType: creditorTypeSchema,
  isDebtCollector: z.boolean(),
  creditorStreet: z.string(),
  creditorPostNumber: z.string(),
  creditorTown: z.string(),
  creditorCountry: z.string(),
  /** Cases the creditor follows (lists only). */
  caseIdList: z.array(z.object({ caseId: z.number().int() })).optional(),
});
export type Creditor = z.infer<typeof creditorSchema>;

export const creditorSignup = defineEndpoint({
  method: 'POST',
  path: '/api/Creditor/signup',
  body: creditorSignupBodySchema,
  /** The new creditor, e-mail not yet verified: a six-digit code has been mailed. */
  data: z.object({ creditorId: z.number().int(), creditorEmaill: z.string() }).nullable(), // sic
  roles: ['public'],
});

/** POST /api/Creditor/verifyOtp (RUN-CONTRACT): verifies the e-mail with the mailed code. */
export const verifyOtpBodySchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

export const verifyOtp = defineEndpoint({
  method: 'POST',
  path: '/api/Creditor/verifyOtp',
  body: verifyOtpBodySchema,
  data: noDataSchema,
  roles: ['public'],
});

/** POST /api/Creditor/resendOtp: a new code, at most once per 600 s per e-mail (429 before that). */
export const resendOtpBodySchema = z.object({ email: emailSchema });
export type ResendOtpBody = z.input<typeof resendOtpBodySchema>;

export const OTP_RESEND_COOLDOWN_SECONDS = 600;

export const resendOtp = defineEndpoint({
  method: 'POST',
  path: '/api/Creditor/resendOtp',
  body: resendOtpBodySchema,
  data: noDataSchema,
  roles: ['public'],
});

/** GET /api/Creditor/get: creditors a debt collector may act for (not debt collectors); S sees all. `search` matches name or org. number. */
export const getCreditors = defineEndpoint({
  method: 'GET',
  path: '/api/Creditor/get',
  query: pagingQuerySchema,
  data: z.object({ creditorList: z.array(creditorSchema), totalCount: totalCountSchema }),
  roles: ['S', 'D'],
});

export const creditorIdQuerySchema = z.object({ creditorId: idSchema });

/** GET /api/Creditor/getProfile: the caller's own profile only. */
export const getCreditorProfile = defineEndpoint({
  method: 'GET',
  path: '/api/Creditor/getProfile',
  query: creditorIdQuerySchema,
  data: creditorSchema,
  roles: ['C', 'D'],
});

/**
 * PUT /api/Creditor/profileUpdate: the profile, plus `creditorPsw` (current
 * password) and `creditorNewPsw` when changing the password. The current
 * password is required for a new password or a new e-mail (the server checks it).
 */
export const profileUpdateBodySchema = creditorSignupBodySchema
  .omit({ creditorPsw: true, isDebtCollector: true })
  .extend({
    creditorId: idSchema,
    creditorPsw: z
      .string()
      .max(200, 'validation.tooLong')
      .nullish()
      .transform((value) => (value ? value : null)),
    creditorNewPsw: optionalNewPasswordSchema,
  })
  .superRefine((value, ctx) => {
    if (value.creditorNewPsw && !value.creditorPsw)
      ctx.addIssue({ code: 'custom', path: ['creditorPsw'], message: 'validation.currentPasswordRequired' });
  });
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const updateCreditorProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/Creditor/profileUpdate',
  body: profileUpdateBodySchema,
  data: creditorSchema,
  roles: ['C', 'D'],
});

/**
 * POST /api/Creditor/selectCases: the full selection of cases the creditor
 * follows afterwards (the screen shows selected ones checked). `lawFirmId` is
 * sent by the original and ignored (cases may belong to several firms).
 */
export const selectCasesBodySchema = z.object({
  creditorId: idSchema,
  lawFirmId: optionalIdSchema,
  caseList: z
    .array(idSchema, { error: 'validation.selectAtLeastOneCase' })
    .min(1, 'validation.selectAtLeastOneCase')
    .max(5000),
});
export type SelectCasesBody = z.input<typeof selectCasesBodySchema>;

export const selectCases = defineEndpoint({
  method: 'POST',
  path: '/api/Creditor/selectCases',
  body: selectCasesBodySchema,
  data: noDataSchema,
  roles: ['C', 'D'],
});

/** A case the creditor follows: the link id is what its messages hang on. */
export const selectedCaseSchema = z.object({
  caseId: z.number().int(),
  /** The creditor-case link (used by the creditor's message calls). */
  creditorCasesId: z.number().int(),
  lawFirmId: z.number().int(),
  debtorName: z.string(),
  isAllowCreditorNotification: z.boolean(),
  debtorOrgnr: z.string().optional(),
  knr: z.string().optional(),
  status: z.number().int().optional(),
  lawfirmName: z.string().optional(),
});
export type SelectedCase = z.infer<typeof selectedCaseSchema>;

/** GET /api/Creditor/getSelectedCase: the caller's followed cases. */
export const getSelectedCases = defineEndpoint({
  method: 'GET',
  path: '/api/Creditor/getSelectedCase',
  query: pagingQuerySchema.extend({ creditorId: idSchema }),
  data: z.object({ creditorCaseList: z.array(selectedCaseSchema), totalCount: totalCountSchema }),
  roles: ['C', 'D'],
});

/** POST /api/Creditor/DebtCollectorMapping: the full set of creditors the debt collector acts for afterwards. */
export const debtCollectorMappingBodySchema = z.object({
  debtCollectorId: idSchema,
  creditorIdList: z
    .array(idSchema, { error: 'validation.selectAtLeastOneCreditor' })
    .min(1, 'validation.selectAtLeastOneCreditor')
    .max(5000),
});
export type DebtCollectorMappingBody = z.input<typeof debtCollectorMappingBodySchema>;

export const debtCollectorMapping = defineEndpoint({
  method: 'POST',
  path: '/api/Creditor/DebtCollectorMapping',
  body: debtCollectorMappingBodySchema,
  data: noDataSchema,
  roles: ['D'],
});

/** GET /api/Creditor/DebtCollectorSelectedMapping: the creditors mapped to the caller, with the cases each follows. */
export const getDebtCollectorMapping = defineEndpoint({
  method: 'GET',
  path: '/api/Creditor/DebtCollectorSelectedMapping',
  query: z.object({ DebtCollectorId: idSchema }),
  data: z.object({ creditorList: z.array(creditorSchema), totalCount: totalCountSchema }),
  roles: ['D'],
});

/** A creditor following a case (creditors tab of the firm). */
export const caseCreditorSchema = z.object({
  creditorCasesId: z.number().int(),
  caseId: z.number().int().optional(),
  creditorResponse: creditorSchema,
});
export type CaseCreditor = z.infer<typeof caseCreditorSchema>;

/** GET /api/case/getcasecreditors: `search` matches name, org. number or company. */
export const getCaseCreditors = defineEndpoint({
  method: 'GET',
  path: '/api/case/getcasecreditors',
  query: pagingQuerySchema.extend({ caseId: idSchema }),
  data: z.object({
    caseCreditorListRponse: z.array(caseCreditorSchema), // sic: "Rponse"
    totalCount: totalCountSchema,
  }),
  roles: ['A', 'U'],
});
