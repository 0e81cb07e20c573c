import { useMutation } from '@tanstack/react-query';
import {
  creditorDeleteMessage,
  creditorEditMessage,
  creditorSendMessage,
  creditorSetMessageRead,
  endpointMutation,
  lawFirmDeleteMessage,
  lawFirmEditMessage,
  lawFirmSendMessage,
  lawFirmSetMessageRead,
} from 'shared-api';
import { tabQueryMeta } from '../feedback';
import type { TabSide } from '../tab-access';
import { messagesKey, unreadCountKey } from './messages-query';

/**
 * The writes of the message centre. Each side has its own endpoint of the same shape; the hook takes the
 * side's. A write makes every page of the side's messages of the case (firm) or link (creditor) stale, and
 * the unread count; a failure is toasted by the page's mutation cache.
 */
const messagesOf = (side: TabSide, linkId: number | undefined) =>
  linkId ? [messagesKey(side, linkId), unreadCountKey(side, linkId)] : [];

/** Marks a received message read. */
export const useSetMessageRead = (side: TabSide, linkId: number | undefined) =>
  useMutation(
    endpointMutation(
      (side === 'lawfirm' ? lawFirmSetMessageRead : creditorSetMessageRead) as typeof lawFirmSetMessageRead,
      {
        invalidates: messagesOf(side, linkId),
        meta: tabQueryMeta('tabs.messages.toast.setReadFailed'),
      },
    ),
  );

/** Deletes one of the side's own messages. */
export const useDeleteMessage = (side: TabSide, linkId: number | undefined) =>
  useMutation(
    endpointMutation(
      (side === 'lawfirm' ? lawFirmDeleteMessage : creditorDeleteMessage) as typeof lawFirmDeleteMessage,
      {
        invalidates: messagesOf(side, linkId),
        meta: tabQueryMeta('tabs.messages.toast.deleteFailed'),
      },
    ),
  );

/** Edits the text of one of the side's own sent messages. */
export const useEditMessage = (side: TabSide, linkId: number | undefined) =>
  useMutation(
    endpointMutation(
      (side === 'lawfirm' ? lawFirmEditMessage : creditorEditMessage) as typeof lawFirmEditMessage,
      {
        invalidates: messagesOf(side, linkId),
        meta: tabQueryMeta(
          side === 'lawfirm'
            ? 'tabs.messages.toast.updateLawFirmFailed'
            : 'tabs.messages.toast.updateCreditorFailed',
        ),
      },
    ),
  );

/** The firm's message to all the case's creditors or chosen ones. */
export const useFirmSendMessage = (caseId: number) =>
  useMutation(
    endpointMutation(lawFirmSendMessage, {
      invalidates: messagesOf('lawfirm', caseId),
      meta: tabQueryMeta('tabs.messages.toast.sendFailed'),
    }),
  );

/** A creditor's message to the firm of a followed case. */
export const useCreditorSendMessage = (creditorCasesId: number | undefined) =>
  useMutation(
    endpointMutation(creditorSendMessage, {
      invalidates: messagesOf('creditor', creditorCasesId),
      meta: tabQueryMeta('tabs.messages.toast.sendFailed'),
    }),
  );
