import * as z from 'shared-api/zod';

/**
 * Shared pieces of the wire contract: the response envelope, the endpoint
 * descriptor and the field primitives every area uses.
 *
 * Validation messages are translation keys (see messages.ts); the front end
 * shows them translated, the server turns them into text in the caller's
 * language.
 */

/**
 * Exactly one plain address: an RFC 5322 addr-spec in its dot-atom
 * form, letters of any script allowed (RFC 6531), and nothing that a mail
 * library could read as a display name, a comment, a quoted part or a list:
 * no `<>()[]",;:\\`, no spaces, one `@`. So the mailbox a code is sent to is
 * the one stored.
 */
const ATEXT = String.raw`[\p{L}\p{M}\p{N}!#$%&'*+/=?^_\x60{|}~-]+`;
const LABEL = String.raw`[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?`;
export const EMAIL_PATTERN = new RegExp(
  `^(?=[^@]{1,64}@)${ATEXT}(?:\\.${ATEXT})*@${LABEL}(?:\\.${LABEL})+$`,
  'u',
);

/** True for one plain address as EMAIL_PATTERN describes it. */
export const isPlainEmail = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);

/** A required, trimmed text with a translation key for "missing". */
export const requiredText = (requiredKey: string = 'validation.required', max = 200) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, 'validation.tooLong');

/** A required, trimmed e-mail address of a basic shape. */
export const emailSchema = requiredText('validation.required', 254).regex(EMAIL_PATTERN, 'validation.email');

/** A required password as typed at sign-in (no length rule: old passwords stay usable). */
export const signInPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(200, 'validation.tooLong');

// Passwords being chosen: the rules of each audience (password-policy.ts).
export {
  newPasswordSchema,
  optionalNewPasswordSchema,
  optionalStaffNewPasswordSchema,
  PASSWORD_MIN,
  staffNewPasswordSchema,
} from './password-policy';

/**
 * The check of a form's password confirmation (a UI-only field): use in a
 * form schema, e.g. `addLawFirmQuerySchema.extend({ confirmPassword: z.string().optional() })
 * .superRefine(passwordConfirmation('Password', 'confirmPassword'))`. When a password
 * is typed, the confirmation is required and must equal it.
 */
export const passwordConfirmation =
  <K extends string, C extends string>(passwordField: K, confirmationField: C) =>
  (value: { [P in K | C]?: string | null }, ctx: z.RefinementCtx) => {
    const password = value[passwordField] ?? '';
    const confirmation = value[confirmationField] ?? '';
    if (!password) return;
    if (!confirmation)
      ctx.addIssue({
        code: 'custom',
        path: [confirmationField],
        message: 'validation.confirmPasswordRequired',
      });
    else if (confirmation !== password)
      ctx.addIssue({ code: 'custom', path: [confirmationField], message: 'validation.passwordsMustMatch' });
  };

/** The largest id a database `integer` column holds: a larger one is a 400, not a database error. */
export const ID_MAX = 2_147_483_647;

/** A positive integer id, accepting "12" from a query string. */
export const idSchema = z.coerce
  .number<number | string>({ error: 'validation.id' })
  .int('validation.id')
  .positive('validation.id')
  .max(ID_MAX, 'validation.id');

/** Every /api response, error or not. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    isSuccess: z.boolean(),
    message: z.string(),
    data,
  });

export const errorEnvelopeSchema = envelopeSchema(z.null());
export type Envelope<T> = { isSuccess: boolean; message: string; data: T };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** File kinds the server recognises on content (magic bytes), not on the name. */
export const fileKinds = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpeg', 'svg'] as const;
/** Every kind an upload may allow: the stored kinds, and CSV (a creditor list, read and never stored for long). */
export const uploadKinds = [...fileKinds, 'csv'] as const;
export type FileKind = (typeof uploadKinds)[number];
/** What a download answers with: a stored file's kind, or a CSV or XML the server writes (never uploaded). */
export type DownloadKind = FileKind | 'csv' | 'xml';

/** 10 MB: every upload above it answers 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * How a multipart endpoint takes its file and its text fields.
 * - `fieldsIn: 'query'`: the text fields travel in the query string (the endpoint's
 *   `query` schema), the multipart body holds only the file (LawFirm add/update,
 *   document upload/edit, as the original did).
 * - `fieldsIn: 'form'`: the text fields are multipart form fields beside the file
 *   (the endpoint's `body` schema, whose fields therefore accept strings).
 */
export interface UploadRules {
  /** Name of the multipart part that carries the file. */
  fileField: string;
  /** Whether a request without a file is a 400. */
  fileRequired: boolean;
  kinds: readonly FileKind[];
  maxBytes: number;
  fieldsIn: 'query' | 'form';
  /**
   * With `fieldsIn: 'query'`: query fields the client sends as multipart form
   * fields before the file instead, so that they never appear in a URL (and
   * so in no request log). The server takes them from either place.
   */
  bodyFields?: readonly string[];
}

export type Role = 'public' | 'S' | 'A' | 'U' | 'C' | 'D';

/** The groups of the API documentation (OpenAPI `tags`), each with the line the docs show for it. */
export const apiTags = {
  Auth: 'Sign-in, creditor sign-up and e-mail verification',
  'Law firms': 'Law firms (S; A their own)',
  'Law-firm users': 'Users of a law firm (S; A their own firm)',
  Cases: 'Insolvency cases run by a law firm and followed by creditors',
  Creditors: 'Creditors and debt collectors: profile, followed cases, mappings',
  Claims: 'Claims (invoices) filed by creditors and decided by the law firm',
  Documents: "The case's document centre",
  Messages: 'Messages between a law firm and the creditors of a case',
  Dividends: 'Dividend proposals, the bank details dividends are paid to, and the payment file',
  Health: 'Whether the API and its database answer',
} as const satisfies Record<string, string>;
export type ApiTag = keyof typeof apiTags;

/**
 * Refusals an endpoint declares itself (`Endpoint.errors`), beyond those its
 * shape implies: 400 with a query or body, 401 and 403 unless public, 413 and
 * 415 with a body, 503 always (the statuses every endpoint may answer).
 */
export type ErrorStatus = 401 | 403 | 404 | 409 | 429;

/**
 * One endpoint of the contract, described once: the server registers it and
 * the client calls it.
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  /** The OpenAPI operationId: the endpoint's export name (`addCase`); contract.test.ts checks it. */
  operationId: string;
  /** One line for the API docs, imperative, no full stop: "Add a case to the caller's law firm". */
  summary: string;
  /** Its group in the API docs (add a new one to `apiTags`, with its line). */
  tag: ApiTag;
  /** More for the API docs, optional: what the schemas and roles do not say. */
  description?: string;
  /**
   * The refusals beyond those the shape implies (see `ErrorStatus`), each with
   * when it happens: `{ 404: 'No such case, or one the caller may not see' }`.
   * A public sign-in lists its 401; anything that looks a record up, its 404;
   * a duplicate, 409; a throttled call, 429. server/test/http/openapi.test.ts probes them.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
  method: HttpMethod;
  /** The exact casing the original paths have. */
  path: string;
  query?: Q;
  body?: B;
  /** The `data` inside the envelope (ignored for downloads, which stream the file). */
  data: D;
  /** A multipart/form-data request; `upload` says where the fields go and which files are allowed. */
  multipart?: boolean;
  upload?: UploadRules;
  /** The response is the file itself (Content-Disposition names it), not an envelope. */
  download?: boolean;
  /** With `download`: the kinds of file it answers with (their Content-Type). */
  downloadKinds?: readonly DownloadKind[];
  /** Who may call it; `public` needs no token. The server still checks ownership (firm, case, creditor). */
  roles: readonly Role[];
  /**
   * Open to staff whose firm requires two-factor sign-in before they have set
   * it up (the account page and sign-out); every other call answers 403 then.
   */
  openDuringTwoFactorSetup?: boolean;
}

export const defineEndpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
>(
  endpoint: Endpoint<Q, B, D>,
) => endpoint;

export type QueryOf<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type DataOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer D> ? z.output<D> : never;

/** The user types, as the role code stored with the session. */
export const userTypeSchema = z.enum(['S', 'A', 'U', 'C', 'D']);
export type UserType = z.infer<typeof userTypeSchema>;

// ---------------------------------------------------------------------------
// Field primitives used by the area files.

/** An optional text: absent, null or '' all mean "not given" (null after parsing). */
export const optionalText = (max = 200) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional text that matches `pattern` if given ('', null or absent: null); `invalidKey` if not. */
export const optionalMatching = (pattern: RegExp, invalidKey: string, max: number) =>
  z
    .string({ error: invalidKey })
    .trim()
    .max(max, 'validation.tooLong')
    .refine((value) => value === '' || pattern.test(value), invalidKey)
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional e-mail: '' or absent is fine, anything else must look like an address. */
export const optionalEmailSchema = optionalMatching(EMAIL_PATTERN, 'validation.email', 254);

/**
 * A boolean that also arrives as text (query strings, multipart form fields):
 * true/false, "true"/"false" (any case), "1"/"0".
 */
export const flagSchema = z.union([
  z.boolean(),
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }))
    .transform((value) => value === 'true' || value === '1'),
]);

/** An optional positive id (empty text from a form means absent). */
export const optionalIdSchema = z
  .union([z.literal(''), z.null(), idSchema], { error: 'validation.id' })
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? null : value));

/**
 * A point in time on the wire: ISO-8601 in UTC, e.g. "2026-03-14T09:30:00.000Z"
 * (an offset is accepted when reading).
 */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar date on the wire, "2026-03-14", or a full ISO date-time (read leniently). */
export const dateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]);

/**
 * A calendar date in a request: "2026-03-14". A date-time is accepted too (the
 * original sent "2026-03-14T00:00:00") and cut to the date AS WRITTEN, never
 * shifted to UTC: a form must send the calendar date the user picked, not a
 * local midnight turned into UTC. Empty or absent means none (null).
 */
export const optionalDateSchema = z
  .union([z.literal(''), z.null(), z.iso.date(), z.iso.datetime({ offset: true, local: true })], {
    error: 'validation.date',
  })
  .optional()
  .transform((value) => (value ? value.slice(0, 10) : null));

/** A whole number from 1, as a query string sends it. */
const pageNumber = () =>
  z.coerce
    .number<number | string>({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid');

/** The optional `page` (1-based) and `pageSize` (at most `maxPageSize`) of a paged query. */
export const pageFields = (maxPageSize: number) => ({
  page: pageNumber().optional(),
  pageSize: pageNumber().max(maxPageSize, 'validation.invalid').optional(),
});

/**
 * Optional paging and search of list calls (beyond the original). Absent: the
 * whole list, as the original answered. Present: one page (1-based) of
 * `pageSize` items matching `search` (case-insensitive), and the data object
 * of the answer may carry `totalCount`.
 */
export const pagingQuerySchema = z.object({
  ...pageFields(500),
  search: z.string().trim().max(200, 'validation.tooLong').optional(),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** The optional total a paged list answer carries (all matches, not just the page). */
export const totalCountSchema = z.number().int().nonnegative().optional();

/** `data` of calls whose answer the client only reads isSuccess and message from. */
export const noDataSchema = z.null();

/** Statuses of a claim (the original list). */
export const claimStatusSchema = z.enum(['Pending', 'Approved', 'Rejected', 'Paid'], {
  error: 'validation.claimStatus',
});
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** Statuses of a document: new uploads are Draft; only Published ones reach creditors. */
export const documentStatusSchema = z.enum(['Draft', 'Published']);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const creditorTypeSchema = z.enum(['Vendor', 'Creditor', 'Other'], {
  error: 'validation.creditorType',
});
export type CreditorType = z.infer<typeof creditorTypeSchema>;

/** The language a reader's mail is written in: English or Swedish. */
export const languageSchema = z.enum(['en', 'sv'], { error: 'validation.language' });

/** The `lang` of a file's query: the language the file is written in, Swedish unless asked. */
export const fileLanguageSchema = z
  .enum(['en', 'sv'], { error: 'validation.invalid' })
  .optional()
  .default('sv');
