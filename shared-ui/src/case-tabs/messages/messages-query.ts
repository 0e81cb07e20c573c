import { creditorGetMessages, endpointKey, endpointQuery, lawFirmGetMessages } from 'shared-api';
import type { TabSide } from '../tab-access';

/**
 * The message lists of a case (firm) or a creditor-case link (creditor): one cache entry, read by the
 * message centre and the tab's unread badge alike.
 */
export const messagesQuery = (side: TabSide, id: number) =>
  side === 'lawfirm'
    ? endpointQuery(lawFirmGetMessages, { caseId: id })
    : (endpointQuery(creditorGetMessages, { creditorCasesId: id }) as unknown as ReturnType<
        typeof endpointQuery<typeof lawFirmGetMessages>
      >);

/** The key that marks a side's messages of `id` stale. */
export const messagesKey = (side: TabSide, id: number) =>
  side === 'lawfirm'
    ? endpointKey(lawFirmGetMessages, { caseId: id })
    : endpointKey(creditorGetMessages, { creditorCasesId: id });
