import * as api from '../contract';
import type { Sample } from './samples';

/** The samples of the message calls beyond the spec (issue 13 §2), spread into `samples`. */
export const messageCountSamples = {
  lawFirmGetRecipients: {
    endpoint: api.lawFirmGetRecipients,
    query: { notificationId: 31, page: 1, pageSize: 20 },
    data: {
      recipientList: [
        { creditorName: 'Byggvaror i Norr AB', creditorCasesId: 22, isRead: false },
        { creditorName: 'Leverantören AB', creditorCasesId: 21, isRead: true },
      ],
      totalCount: 2,
    },
  } satisfies Sample<typeof api.lawFirmGetRecipients>,
  lawFirmGetUnreadCount: {
    endpoint: api.lawFirmGetUnreadCount,
    query: { caseId: 11 },
    data: { unreadCount: 1 },
  } satisfies Sample<typeof api.lawFirmGetUnreadCount>,
  creditorGetUnreadCount: {
    endpoint: api.creditorGetUnreadCount,
    query: { creditorCasesId: 21 },
    data: { unreadCount: 1 },
  } satisfies Sample<typeof api.creditorGetUnreadCount>,
};
