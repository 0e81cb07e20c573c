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

/**
 * The hook of a write each side has its own endpoint of, of the same shape (the firm's typed for both):
 * `useX(side, linkId)` takes the side's endpoint; `toastKey` words its failure for the side.
 */
const sideWriteHook =
  <E extends Endpoint>(lawfirm: E, creditor: Endpoint, toastKey: (side: TabSide) => string) =>
  (side: TabSide, linkId: number | undefined) =>
    useMutation(
      tabMutation((side === 'lawfirm' ? lawfirm : creditor) as E, messagesOf(side, linkId), toastKey(side)),
    );

/** Marks a received message read. */
export const useSetMessageRead = sideWriteHook(
  lawFirmSetMessageRead,
  creditorSetMessageRead,
  () => 'tabs.messages.toast.setReadFailed',
);

/** Deletes one of the side's own messages. */
export const useDeleteMessage = sideWriteHook(
  lawFirmDeleteMessage,
  creditorDeleteMessage,
  () => 'tabs.messages.toast.deleteFailed',
);

/** Edits the text of one of the side's own sent messages. */
export const useEditMessage = sideWriteHook(lawFirmEditMessage, creditorEditMessage, (side) =>
  side === 'lawfirm' ? 'tabs.messages.toast.updateLawFirmFailed' : 'tabs.messages.toast.updateCreditorFailed',
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
