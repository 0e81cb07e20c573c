import * as api from '../contract';
import type { Sample } from './sample';

/** The sample of the claims register download (issue 16 §4), spread into `samples`. */
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
};
