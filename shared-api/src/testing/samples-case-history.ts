import * as api from '../contract';
import type { Sample } from './sample';

/** The samples of the case's audit trail, spread into `samples`. */
export const caseHistorySamples = {
  getCaseHistory: {
    endpoint: api.getCaseHistory,
    query: { caseId: 11, page: 1, pageSize: 20 },
    data: {
      entries: [
        {
          at: '2026-03-20T10:15:00.000Z',
          actorName: 'Anna Berg',
          actorRole: 'A',
          kind: 'decision',
          action: 'status',
          summary: 'Claim no. 3: Pending → Approved, approved 12500.00 SEK',
        },
        {
          at: '2026-03-18T08:02:00.000Z',
          actorName: 'Leverantören AB',
          actorRole: 'C',
          kind: 'claim',
          action: 'add',
          summary: 'Claim no. 3 filed: 12500.00 SEK',
        },
      ],
      total: 2,
      actors: [
        { actor: 'A-2', name: 'Anna Berg', role: 'A' },
        { actor: 'C-1', name: 'Leverantören AB', role: 'C' },
      ],
    },
  } satisfies Sample<typeof api.getCaseHistory>,
  downloadCaseHistoryCsv: {
    endpoint: api.downloadCaseHistoryCsv,
    query: { caseId: 11 },
    data: null,
    file: {
      fileName: 'Historik K 1234-26.csv',
      contentType: 'text/csv; charset=utf-8',
      content: '\uFEFFTid;Person;Roll;Typ;Händelse\r\n',
    },
  } satisfies Sample<typeof api.downloadCaseHistoryCsv>,
};
