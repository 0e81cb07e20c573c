import * as z from 'shared-api/zod';
import {
  emailSchema,
  flagSchema,
  idSchema,
  noDataSchema,
  optionalMatching,
  optionalText,
  pagingQuerySchema,
  requiredText,
  type UploadRules,
} from './common';
import { endpointGroup, fileUpload, recordIdSchema } from './endpoint';
import { optionalStaffNewPasswordSchema, staffNewPasswordSchema } from './password-policy';

/**
 * Law firms. Field casing is the wire's: the add/update calls
 * take PascalCase query fields, the answers camelCase with `lawfirm` in lower case.
 */

export const DEFAULT_FIRM_COLOR = '#B08D38';

/**
 * One office name: letters (any Unicode letter, docs/decisions/0006-letters-are-unicode-letters.md: Malmö, Göteborg),
 * digits and single spaces.
 */
const OFFICE_ITEM = String.raw`[\p{L}\p{M}\p{N}]+(?: [\p{L}\p{M}\p{N}]+)*`;
/** Offices as the form writes them: "Stockholm; Göteborg" — ';' with an optional space after, no trailing ';'. */
export const OFFICES_PATTERN = new RegExp(`^${OFFICE_ITEM}(?:; ?${OFFICE_ITEM})*$`, 'u');

/** Splits "Stockholm; Göteborg" into ["Stockholm", "Göteborg"]. */
export const splitOffices = (offices: string): string[] =>
  offices
    .split(';')
    .map((office) => office.trim())
    .filter(Boolean);

/** Joins office names the way the form shows them. */
export const joinOffices = (offices: readonly string[]): string => offices.join('; ');

export const officesSchema = requiredText('validation.officesRequired', 1000).regex(
  OFFICES_PATTERN,
  'validation.officeSeparator',
);

export const colorCodeSchema = z
  .string({ error: 'validation.color' })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'validation.color');

/**
 * A web address, with or without scheme (the detail page adds https:// when
 * missing), or empty. Parses to null when empty.
 */
export const URL_PATTERN =
  /^(?:https?:\/\/)?[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+(?::\d{1,5})?(?:[/?#]\S*)?$/u;
export const optionalUrlSchema = optionalMatching(URL_PATTERN, 'validation.url', 500);

/**
 * Logo upload: optional, jpg/jpeg/png/svg, at most 10 MB, in the multipart part `File`.
 * The administrator's `Password` travels in the body; the query still takes it from other clients.
 */
export const logoUpload = {
  ...fileUpload(['png', 'jpeg', 'svg'], 'query'),
  fileRequired: false,
  bodyFields: ['Password'],
} as const satisfies UploadRules;

/** Query of POST /api/LawFirm/add (multipart; the optional logo is the part `File`). */
export const addLawFirmQuerySchema = z.object({
  LawfirmName: requiredText('validation.lawFirmNameRequired'),
  /** "Stockholm; Göteborg" */
  LawFirmOffices: officesSchema,
  LawfirmContactName: requiredText('validation.contactNameRequired'),
  LawfirmContactEmail: emailSchema,
  /** The password of the firm's administrator (A), created with the contact e-mail as sign-in. */
  Password: staffNewPasswordSchema,
  LawfirmUrl: optionalUrlSchema,
  LawfirmNotes: optionalText(4000),
  /** Ignored: the server records the signed-in user. */
  CreatedBy: optionalText(254),
  ColorCode: colorCodeSchema.optional().default(DEFAULT_FIRM_COLOR),
  /** Beyond the original: every staff member must use two-factor sign-in. Set by S only. */
  RequireTwoFactor: flagSchema.optional(),
});
export type AddLawFirmQuery = z.input<typeof addLawFirmQuerySchema>;

/** Query of PUT /api/LawFirm/update (multipart; a new logo is optional). */
export const updateLawFirmQuerySchema = addLawFirmQuerySchema.extend({
  LawFirmId: idSchema,
  /** docs/decisions/0010-law-firm-offices-on-update.md: optional on update; when sent, the firm's offices become exactly this list. */
  LawFirmOffices: officesSchema.optional(),
  Password: optionalStaffNewPasswordSchema,
  /** Absent keeps the current colour. */
  ColorCode: colorCodeSchema.optional(),
});
export type UpdateLawFirmQuery = z.input<typeof updateLawFirmQuerySchema>;

export const lawFirmOfficeSchema = z.object({ lawFirmOfficeId: z.number().int(), lawfirmOffice: z.string() });
export type LawFirmOffice = z.infer<typeof lawFirmOfficeSchema>;

export const lawFirmSchema = z.object({
  lawFirmId: z.number().int(),
  lawfirmName: z.string(),
  officeList: z.array(lawFirmOfficeSchema),
  lawfirmContactName: z.string(),
  /** Also the sign-in of the firm's administrator. */
  lawfirmContactEmail: z.string(),
  lawfirmUrl: z.string().nullable(),
  lawfirmNotes: z.string().nullable(),
  /** Hex colour of the header for A and U, default #B08D38. */
  color: z.string(),
  /** Original file name of the logo, or null. */
  logoFulllName: z.string().nullable(), // sic: three l's on the wire
  /** The stored name to pass as `fileName` to GET /api/LawFirm/document/download, or null. */
  logoPath: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** Beyond the original: how many cases the firm has (the delete dialog names it). */
  caseCount: z.number().int().nonnegative().optional(),
  /** Beyond the original: the firm requires two-factor sign-in of its staff. */
  requireTwoFactor: z.boolean().optional(),
});
export type LawFirm = z.infer<typeof lawFirmSchema>;

const lawFirmCall = endpointGroup({ tag: 'Law firms', roles: ['S'] });
const noSuchLawFirm = { 404: 'No such law firm' };

/**
 * POST /api/LawFirm/add: creates the firm, its offices and its administrator
 * (A: sign-in = LawfirmContactEmail, with Password). 409 `Record already exist`
 * when that e-mail is already a sign-in.
 */
export const addLawFirm = lawFirmCall('addLawFirm', 'POST /api/LawFirm/add', {
  summary: 'Add a law firm with its administrator and logo',
  errors: { 409: 'The administrator e-mail is already a sign-in (`Record already exist`)' },
  query: addLawFirmQuerySchema,
  data: z.object({ lawFirmId: z.number().int() }).nullable(),
  multipart: true,
  upload: logoUpload,
});

export const updateLawFirm = lawFirmCall('updateLawFirm', 'PUT /api/LawFirm/update', {
  summary: 'Update a law firm and its logo',
  errors: {
    404: 'No such law firm',
    409: 'The contact e-mail is already another sign-in (`Record already exist`)',
  },
  query: updateLawFirmQuerySchema,
  data: lawFirmSchema.nullable(),
  multipart: true,
  upload: logoUpload,
  roles: ['S', 'A'],
});

/** GET /api/LawFirm/get: every firm (S). With paging the data stays a plain array (no totalCount). */
export const getLawFirms = lawFirmCall('getLawFirms', 'GET /api/LawFirm/get', {
  summary: 'List every law firm',
  query: pagingQuerySchema,
  data: z.array(lawFirmSchema),
});

export const lawFirmIdQuerySchema = recordIdSchema('lawFirmId');

/** GET /api/LawFirm/getById: S any firm; A and U their own; C and D a firm of a case they follow (logo). */
export const getLawFirmById = lawFirmCall('getLawFirmById', 'GET /api/LawFirm/getById', {
  summary: 'Read one law firm',
  errors: noSuchLawFirm,
  query: lawFirmIdQuerySchema,
  data: lawFirmSchema,
  roles: ['S', 'A', 'U', 'C', 'D'],
  openDuringTwoFactorSetup: true, // the header's firm colour and logo
});

/** DELETE /api/LawFirm/delete: removes the firm with its cases, users, files and links in one transaction. */
export const deleteLawFirm = lawFirmCall('deleteLawFirm', 'DELETE /api/LawFirm/delete', {
  summary: 'Delete a law firm with its cases, users and files',
  errors: noSuchLawFirm,
  query: recordIdSchema('LawFirmId'),
  data: noDataSchema,
  // S any firm; A its own firm (A "edits or deletes its own firm").
  roles: ['S', 'A'],
});
