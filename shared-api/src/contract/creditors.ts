import * as z from 'shared-api/zod';
import {
  creditorTypeSchema,
  emailSchema,
  flagSchema,
  idSchema,
  languageSchema,
  newPasswordSchema,
  optionalIdSchema,
  optionalNewPasswordSchema,
  pagingQuerySchema,
  requiredText,
  signInPasswordSchema,
} from './common';
import {
  emailBodySchema,
  endpointGroup,
  idSelectionSchema,
  pagedListSchema,
  pagedQuerySchema,
  recordIdSchema,
} from './endpoint';
import { representationStatusSchema } from './representatives';

/**
 * Creditors and debt collectors (e-mail verification:
 * docs/decisions/0008-real-e-mail-verification.md). The wire keeps the original's spellings: `creditorEmaill`,
 * `creditrorCompanyName`.
 */

/** Six digits, as mailed. */
export const otpSchema = z
  .string({ error: 'validation.otp' })
  .trim()
  .regex(/^\d{6}$/, 'validation.otp');

/** POST /api/Creditor/signup: every field required. The confirmation is the form's own field. */
export const creditorSignupBodySchema = z.object({
  creditorName: requiredText('validation.required'),
  creditorEmaill: emailSchema, // sic: two l's on the wire
  creditorPsw: newPasswordSchema,
  /** docs/decisions/0011-sign-up-company-name.md: the company name when the form has one, else the creditor name. */
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
  /**
   * Beyond the original: the language of the account's mails, the code mail included. Optional:
   * without it the caller's Accept-Language decides (English unless Swedish is named first). In
   * profileUpdate, absent (or null, a form's radio left unset) keeps the stored language.
   */
  language: languageSchema.nullish().transform((value) => value ?? undefined),
  /** Beyond the original contract, optional: the token of an invitation link; once verified, the creditor follows its case. */
  invitationToken: z
    .string({ error: 'validation.invalid' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'validation.invalid')
    .optional(),
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
  /** The language of the creditor's mails: in the caller's own profile only. */
  language: languageSchema.optional(),
  /**
   * Beyond the original, in the caller's own profile only: a new address waiting for the code mailed to it
   * (POST /api/Creditor/confirmEmail); `creditorEmaill` counts until then. Null: none.
   */
  pendingEmail: z.string().nullable().optional(),
  /** Cases the creditor follows (lists only). */
  caseIdList: z.array(z.object({ caseId: z.number().int() })).optional(),
});
export type Creditor = z.infer<typeof creditorSchema>;

const creditorCall = endpointGroup({ tag: 'Creditors', roles: ['C', 'D'] });
/** Sign-up and its e-mail verification: public, in the API docs with the other sign-in calls. */
const signupCall = endpointGroup({ tag: 'Auth', roles: ['public'] });
const debtCollectorCall = endpointGroup({ tag: 'Creditors', roles: ['D'] });
const noSuchCreditor = { 404: 'No such creditor' };

export const creditorSignup = signupCall('creditorSignup', 'POST /api/Creditor/signup', {
  summary: 'Sign up as creditor or debt collector; mails a verification code',
  errors: {
    409: 'The e-mail is already a sign-in (`Record already exist`)',
    429: 'Too many mails asked for from this address or e-mail; Retry-After says when',
  },
  body: creditorSignupBodySchema,
  /**
   * The same answer for every address: a new one gets a creditor
   * awaiting its mailed code; an address with an account gets a mail saying so.
   * So `creditorId` is always null (the id would tell the two apart).
   */
  data: z.object({ creditorId: z.number().int().nullable(), creditorEmaill: z.string() }).nullable(), // sic
});

/**
 * POST /api/Creditor/verifyOtp: verifies the e-mail with the mailed code. Beyond the original wire,
 * `password` is required: the password chosen at that sign-up (docs/decisions/0022-verification-asks-for-the-sign-up-password.md).
 * A code alone proves the mailbox, not whose sign-up it verifies: without the password, a stranger's sign-up with
 * your address became your verified account when you entered the code it sent you.
 */
export const verifyOtpBodySchema = emailBodySchema.extend({ otp: otpSchema, password: signInPasswordSchema });
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

export const verifyOtp = signupCall('verifyOtp', 'POST /api/Creditor/verifyOtp', {
  summary: "Verify a creditor's e-mail with the mailed code and the sign-up's password",
  description:
    'A newer sign-up for an address not yet verified replaces the older one (its details, password and code): only the latest code, with the password of that sign-up, verifies the address.',
  errors: { 429: 'The code is past its tries, or too many tries; Retry-After says when' },
  body: verifyOtpBodySchema,
});

/**
 * POST /api/Creditor/resendOtp: a new code, at most once per 600 s per e-mail; the same answer whether or
 * not one was due or the address has an account. 429 past 3 an hour per e-mail or 5 in 15 min per address.
 */
export const resendOtpBodySchema = emailBodySchema;
export type ResendOtpBody = z.input<typeof resendOtpBodySchema>;

export const OTP_RESEND_COOLDOWN_SECONDS = 600;

export const resendOtp = signupCall('resendOtp', 'POST /api/Creditor/resendOtp', {
  summary: 'Mail a new verification code',
  errors: { 429: 'Too many codes asked for from this address or e-mail; Retry-After says when' },
  body: resendOtpBodySchema,
});

/**
 * A creditor in GET /api/Creditor/get. S gets every field. A debt collector
 * gets every field only of the creditors it is approved for; of any
 * other creditor only `creditorId`, the name and the organisation number.
 */
export const creditorListItemSchema = creditorSchema
  .partial()
  .required({ creditorId: true, creditorName: true, creditorCompanyOrgNr: true })
  .extend({
    /** Beyond the original, for D: where its request to act for this creditor stands; null if it never asked. */
    representation: representationStatusSchema.nullable().optional(),
  });
export type CreditorListItem = z.infer<typeof creditorListItemSchema>;

/**
 * GET /api/Creditor/get. S: every creditor, `search` matching name or org.
 * number. D: the creditors it is approved for, plus those whose
 * organisation number or e-mail equals `search` exactly (any case, spaces and
 * the org. number's dash ignored), the exact matches first, then by name; an
 * empty search lists its approved and pending creditors only.
 */
export const getCreditors = creditorCall('getCreditors', 'GET /api/Creditor/get', {
  summary: 'Find creditors (D: its own, and exact organisation number or e-mail matches)',
  errors: { 429: 'D: more than 30 searches by one debt collector, or 60 from one address, in 15 minutes' },
  query: pagingQuerySchema,
  data: pagedListSchema('creditorList', creditorListItemSchema),
  roles: ['S', 'D'],
});

/** GET /api/Creditor/getProfile: the caller's own profile only. */
export const getCreditorProfile = creditorCall('getCreditorProfile', 'GET /api/Creditor/getProfile', {
  summary: "Read the caller's creditor profile",
  errors: noSuchCreditor,
  query: recordIdSchema('creditorId'),
  data: creditorSchema,
});

/**
 * PUT /api/Creditor/profileUpdate: the profile, plus `creditorPsw` (current
 * password) and `creditorNewPsw` when changing the password. The current
 * password is required for a new password or a new e-mail (the server checks it).
 * A new e-mail does not count at once: it waits in `pendingEmail` for the code
 * mailed to it (POST /api/Creditor/confirmEmail), and the current address is told.
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

export const updateCreditorProfile = creditorCall(
  'updateCreditorProfile',
  'PUT /api/Creditor/profileUpdate',
  {
    summary: "Update the caller's creditor profile",
    errors: { ...noSuchCreditor, 409: 'The e-mail is already another sign-in (`Record already exist`)' },
    body: profileUpdateBodySchema,
    data: creditorSchema,
  },
);

/**
 * POST /api/Creditor/selectCases: the full selection of cases the creditor
 * follows afterwards (the screen shows selected ones checked). `lawFirmId` is
 * sent by the original and ignored (cases may belong to several firms).
 */
export const selectCasesBodySchema = z.object({
  creditorId: idSchema,
  lawFirmId: optionalIdSchema,
  caseList: idSelectionSchema('validation.selectAtLeastOneCase'),
});
export type SelectCasesBody = z.input<typeof selectCasesBodySchema>;

export const selectCases = creditorCall('selectCases', 'POST /api/Creditor/selectCases', {
  summary: 'Choose the cases the caller follows',
  body: selectCasesBodySchema,
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
export const getSelectedCases = creditorCall('getSelectedCases', 'GET /api/Creditor/getSelectedCase', {
  summary: 'List the cases the caller follows',
  query: pagedQuerySchema({ creditorId: idSchema }),
  data: pagedListSchema('creditorCaseList', selectedCaseSchema),
});

/**
 * POST /api/Creditor/DebtCollectorMapping: asks each listed creditor
 * for the right to act for it, one request per creditor, mailed to it. A
 * creditor already approved or already asked is left as it is; a declined or
 * revoked one is asked again. Other requests and approvals stay. Only a
 * creditor the debt collector found by the exact search (Creditor/get) within
 * the hour, or has asked before, can be asked: any other id answers 400.
 */
export const debtCollectorMappingBodySchema = z.object({
  debtCollectorId: idSchema,
  creditorIdList: idSelectionSchema('validation.selectAtLeastOneCreditor'),
});
export type DebtCollectorMappingBody = z.input<typeof debtCollectorMappingBodySchema>;

export const debtCollectorMapping = debtCollectorCall(
  'debtCollectorMapping',
  'POST /api/Creditor/DebtCollectorMapping',
  {
    summary: 'Ask creditors for the right to act for them (one request each)',
    errors: {
      429: 'More than 20 requests by one debt collector in an hour, or from one address in 15 minutes',
    },
    body: debtCollectorMappingBodySchema,
  },
);

/** GET /api/Creditor/DebtCollectorSelectedMapping: the creditors that approved the caller, with the cases each follows. */
export const getDebtCollectorMapping = debtCollectorCall(
  'getDebtCollectorMapping',
  'GET /api/Creditor/DebtCollectorSelectedMapping',
  {
    summary: 'List the creditors that approved the debt collector, with their cases',
    query: recordIdSchema('DebtCollectorId'),
    data: pagedListSchema('creditorList', creditorSchema),
  },
);

/** A creditor following a case (creditors tab of the firm). */
export const caseCreditorSchema = z.object({
  creditorCasesId: z.number().int(),
  caseId: z.number().int().optional(),
  creditorResponse: creditorSchema,
});
export type CaseCreditor = z.infer<typeof caseCreditorSchema>;

/** GET /api/case/getcasecreditors: `search` matches name, org. number or company. */
export const getCaseCreditors = creditorCall('getCaseCreditors', 'GET /api/case/getcasecreditors', {
  tag: 'Cases',
  summary: 'List the creditors of a case',
  errors: { 404: "No such case of the caller's firm" },
  query: pagedQuerySchema({ caseId: idSchema }),
  data: pagedListSchema('caseCreditorListRponse', caseCreditorSchema), // sic: "Rponse"
  roles: ['A', 'U'],
});

/** POST /api/Creditor/confirmEmail: the code mailed to the new address makes it the caller's e-mail. */
export const confirmCreditorEmailBodySchema = z.object({ creditorId: idSchema, code: otpSchema });
export type ConfirmCreditorEmailBody = z.input<typeof confirmCreditorEmailBodySchema>;

export const confirmCreditorEmail = creditorCall('confirmCreditorEmail', 'POST /api/Creditor/confirmEmail', {
  summary: "Confirm the caller's new e-mail address with the code mailed to it",
  errors: {
    ...noSuchCreditor,
    409: 'The address became another sign-in meanwhile',
    429: 'The code has been tried too often',
  },
  body: confirmCreditorEmailBodySchema,
  data: creditorSchema,
});
