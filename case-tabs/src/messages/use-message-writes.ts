import { useMutation } from '@tanstack/react-query';
import {
  creditorDeleteMessage,
  creditorEditMessage,
  creditorSendMessage,
  creditorSetMessageRead,
  type Endpoint,
  lawFirmDeleteMessage,
  lawFirmEditMessage,
  lawFirmSendMessage,
  lawFirmSetMessageRead,
} from 'shared-api';
import { tabMutation } from '../feedback';
import type { TabSide } from '../tab-access';
import { messagesKey, unreadCountKey } from './messages-query';

/**
 * The writes of the message centre. Each side has its own endpoint of the same shape; the hook takes the
 * side's. A write makes every page of the side's messages of the case (firm) or link (creditor) stale, and
 * the unread count; a failure is toasted by the page's mutation cache.
 */
const messagesOf = (side: TabSide, linkId: number | undefined) =>
  linkId ? [messagesKey(side, linkId), unreadCountKey(side, linkId)] : [];

/** The side's own endpoint of a pair of the same shape (the firm's typed for both). */
const ofSide = <E extends Endpoint>(side: TabSide, lawfirm: E, creditor: Endpoint) =>
  (side === 'lawfirm' ? lawfirm : creditor) as E;

/** Marks a received message read. */
export const useSetMessageRead = (side: TabSide, linkId: number | undefined) =>
  useMutation(
    tabMutation(
      ofSide(side, lawFirmSetMessageRead, creditorSetMessageRead),
      messagesOf(side, linkId),
      'tabs.messages.toast.setReadFailed',
    ),
  );

/** Deletes one of the side's own messages. */
export const useDeleteMessage = (side: TabSide, linkId: number | undefined) =>
  useMutation(
    tabMutation(
      ofSide(side, lawFirmDeleteMessage, creditorDeleteMessage),
      messagesOf(side, linkId),
      'tabs.messages.toast.deleteFailed',
    ),
  );

/** Edits the text of one of the side's own sent messages. */
export const useEditMessage = (side: TabSide, linkId: number | undefined) =>
  useMutation(
    tabMutation(
      ofSide(side, lawFirmEditMessage, creditorEditMessage),
      messagesOf(side, linkId),
      side === 'lawfirm'
        ? 'tabs.messages.toast.updateLawFirmFailed'
        : 'tabs.messages.toast.updateCreditorFailed',
    ),
  );

/** The firm's message to all the case's creditors or chosen ones. */
export const useFirmSendMessage = (caseId: number) =>
  useMutation(
    tabMutation(lawFirmSendMessage, messagesOf('lawfirm', caseId), 'tabs.messages.toast.sendFailed'),
  );

/** A creditor's message to the firm of a followed case. */
export const useCreditorSendMessage = (creditorCasesId: number | undefined) =>
  useMutation(
    tabMutation(
      creditorSendMessage,
      messagesOf('creditor', creditorCasesId),
      'tabs.messages.toast.sendFailed',
    ),
  );
