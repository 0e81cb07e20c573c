import * as api from '../contract';
import type { Sample } from './sample';

/** A published version of the register: version 1 on 1 October 2026, version 2 a month later. */
const registerVersion = (version: number): api.ClaimsRegisterVersion => ({
  registerVersionId: 6 + version,
  version,
  publishedAt: version === 1 ? '2026-10-01T08:30:00.000Z' : '2026-11-02T09:15:00.000Z',
  publishedBy: 'Anna Berg',
  total: { count: 3, claimAmount: '45000.00', approvedAmount: version === 1 ? '30000.00' : '38000.00' },
  groups: [
    { priorityRight: true, totals: { count: 1, claimAmount: '15000.00', approvedAmount: '15000.00' } },
    {
      priorityRight: false,
      totals: { count: 2, claimAmount: '30000.00', approvedAmount: version === 1 ? '15000.00' : '23000.00' },
    },
  ],
});

/** The samples of the claims register download and its published versions, spread into `samples`. */
export const claimsRegisterSamples = {
  downloadClaimsRegister: {
    endpoint: api.downloadClaimsRegister,
    query: { caseId: 11, format: 'xlsx', lang: 'sv' },
    data: null,
    file: {
      fileName: 'bevakningsforteckning-K 1234-26.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: 'PK\u0003\u0004',
    },
  } satisfies Sample<typeof api.downloadClaimsRegister>,
  publishClaimsRegister: {
    endpoint: api.publishClaimsRegister,
    body: { caseId: 11 },
    data: registerVersion(2),
  } satisfies Sample<typeof api.publishClaimsRegister>,
  getClaimsRegisterVersions: {
    endpoint: api.getClaimsRegisterVersions,
    query: { caseId: 11 },
    data: { versions: [registerVersion(2), registerVersion(1)] },
  } satisfies Sample<typeof api.getClaimsRegisterVersions>,
  downloadClaimsRegisterVersion: {
    endpoint: api.downloadClaimsRegisterVersion,
    query: { registerVersionId: 7, format: 'pdf', lang: 'sv' },
    data: null,
    file: {
      fileName: 'bevakningsforteckning-K_1234-26-version-2.pdf',
      contentType: 'application/pdf',
      content: '%PDF-1.7\n',
    },
  } satisfies Sample<typeof api.downloadClaimsRegisterVersion>,
};
