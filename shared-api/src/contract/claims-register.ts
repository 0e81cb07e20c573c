import * as z from 'shared-api/zod';
import { fileLanguageSchema, idSchema } from './common';
import { endpointGroup, fileDownload } from './endpoint';

/**
 * Beyond the original contract: the claims register (bevakningsförteckning) of a case as a
 * file, for the firm that runs it. Its claims grouped by priority (förmånsrätt first, then
 * oprioriterade) and within each by status, every group with its count, claimed and approved
 * total, and a grand total; each claim with its number, creditor, filer, amounts, status, time
 * filed and a mark when it was filed after the claims deadline.
 */

export const claimsRegisterFormatSchema = z.enum(['xlsx', 'pdf'], { error: 'validation.invalid' });
export type ClaimsRegisterFormat = z.infer<typeof claimsRegisterFormatSchema>;

/** The fields of a register file's query: its format and its language (`langDescription` says which texts). */
export const registerFileFields = (langDescription: string) => ({
  format: claimsRegisterFormatSchema.describe('xlsx (Excel) or pdf'),
  lang: fileLanguageSchema.describe(langDescription),
});

/** The register's file's answer: no JSON, the bytes of an XLSX or a PDF. */
export const registerFileAnswer = fileDownload(['xlsx', 'pdf']);

export const claimsRegisterQuerySchema = z.object({
  caseId: idSchema,
  ...registerFileFields("The file's language: headings, group and status names (default sv)"),
});
export type ClaimsRegisterQuery = z.input<typeof claimsRegisterQuerySchema>;

const firmCall = endpointGroup({ tag: 'Claims', roles: ['A', 'U'] });

/** GET /api/LawFirm/claimsRegister?caseId=&format=xlsx|pdf&lang=en|sv: "bevakningsforteckning-<case number>.xlsx". */
export const downloadClaimsRegister = firmCall('downloadClaimsRegister', 'GET /api/LawFirm/claimsRegister', {
  summary: "Download the case's claims register (XLSX or PDF)",
  description:
    'The claims register (bevakningsförteckning): every claim of the case grouped by priority right, then by ' +
    'status, with count, claimed and approved totals per group and in all; late claims are marked.',
  errors: { 404: 'No such case, or one the caller may not see' },
  query: claimsRegisterQuerySchema,
  ...registerFileAnswer,
});
