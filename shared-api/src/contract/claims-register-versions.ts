import * as z from 'shared-api/zod';
import { registerFileAnswer, registerFileFields } from './claims-register';
import { dateTimeSchema, idSchema } from './common';
import { caseIdSchema, endpointGroup } from './endpoint';

/**
 * Beyond the original contract: the published claims register (bevakningsförteckning). The firm that runs the case
 * publishes it; each publication is a numbered version (1, 2, …) frozen with its date and time, its rows,
 * its totals and its PDF and XLSX. The case's creditors, the debt collectors they approve and the firm's
 * staff list the versions and download them; a new version never changes an old one.
 */

export const registerVersionTotalsSchema = z.object({
  count: z.number().int(),
  /** "12500.50" */
  claimAmount: z.string(),
  /** "8000.00" */
  approvedAmount: z.string(),
});

export const claimsRegisterVersionSchema = z.object({
  registerVersionId: z.number().int(),
  /** 1, 2, … per case. */
  version: z.number().int(),
  /** ISO-8601 UTC date-time of the publication. */
  publishedAt: dateTimeSchema,
  /** The name of the staff member who published it. */
  publishedBy: z.string(),
  /** The totals as published: in all, and per priority right (förmånsrätt true first). */
  total: registerVersionTotalsSchema,
  groups: z.array(z.object({ priorityRight: z.boolean(), totals: registerVersionTotalsSchema })),
});
export type ClaimsRegisterVersion = z.infer<typeof claimsRegisterVersionSchema>;

export const claimsRegisterVersionFileQuerySchema = z.object({
  registerVersionId: idSchema,
  ...registerFileFields(
    "The file's language (default sv); both were rendered when the version was published",
  ),
});
export type ClaimsRegisterVersionFileQuery = z.input<typeof claimsRegisterVersionFileQuerySchema>;

const firmCall = endpointGroup({ tag: 'Claims', roles: ['A', 'U'] });
/** The firm that runs the case, its creditors, and the debt collectors a creditor of the case approves. */
const readerCall = endpointGroup({
  tag: 'Claims',
  roles: ['A', 'U', 'C', 'D'],
  errors: { 403: 'A debt collector no creditor of the case approves' },
});

/** POST /api/LawFirm/claimsRegister/publish: the firm publishes the register as it stands now. */
export const publishClaimsRegister = firmCall(
  'publishClaimsRegister',
  'POST /api/LawFirm/claimsRegister/publish',
  {
    summary: "Publish the case's claims register as a new frozen version",
    description:
      'Freezes the register as it stands: its rows, its totals and its PDF and XLSX in both languages, as ' +
      'version n + 1 of the case. Every creditor of the case, and every debt collector a creditor of the ' +
      'case approves, is mailed a notice in its language.',
    errors: { 404: "No such case of the caller's firm" },
    body: caseIdSchema,
    data: claimsRegisterVersionSchema,
  },
);

/** GET /api/ClaimsRegister/versions?caseId=: the case's published versions, newest first. */
export const getClaimsRegisterVersions = readerCall(
  'getClaimsRegisterVersions',
  'GET /api/ClaimsRegister/versions',
  {
    summary: "List the case's published claims register versions",
    description:
      'For the staff of the firm that runs the case, the creditors following it and the debt collectors ' +
      'a creditor of the case approves. A debt collector no creditor of the case approves is refused (403).',
    errors: { 404: 'No such case, or one the caller does not follow' },
    query: caseIdSchema,
    data: z.object({ versions: z.array(claimsRegisterVersionSchema) }),
  },
);

/** GET /api/ClaimsRegister/version/file?registerVersionId=&format=&lang=: the version's file as published. */
export const downloadClaimsRegisterVersion = readerCall(
  'downloadClaimsRegisterVersion',
  'GET /api/ClaimsRegister/version/file',
  {
    summary: 'Download a published claims register version (XLSX or PDF)',
    description:
      'The bytes stored when the version was published; every download is recorded in the case history.',
    errors: { 404: 'No such version, or one the caller may not see' },
    query: claimsRegisterVersionFileQuerySchema,
    ...registerFileAnswer,
  },
);
