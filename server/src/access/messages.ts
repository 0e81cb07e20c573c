import type { Session } from '../auth/session';
import { findMessage, findRecipient, type MessageRow, type RecipientRow } from '../db/messages-repository';
import type { Executor } from '../db/types';
import { forbidden, found } from '../http/errors';
import { requireCaseStaff, requireFollower, requireOwnLink } from './require';

/**
 * Who may change or read which message: the firm its own
 * messages and what creditors wrote to it; a creditor (or debt collector) its
 * own messages and what the firm sent to its link. A message of another case
 * or firm answers 404 as a missing one; a message the caller may know of but
 * not change, 403.
 */

export const MESSAGE_NOT_FOUND = 'Message not found';
export const NOT_YOUR_MESSAGE = 'Only your own sent messages can be changed';

/** A message of a case the caller staffs, sent by the firm (`sentBy: 'LawFirm'`, else 403) or by anyone. */
export async function requireFirmMessage(
  db: Executor,
  session: Session,
  messageId: number,
  sentBy: 'LawFirm' | 'any' = 'LawFirm',
): Promise<MessageRow> {
  const message = await found(findMessage(db, messageId), MESSAGE_NOT_FOUND);
  await requireCaseStaff(db, session, message.caseId, MESSAGE_NOT_FOUND);
  if (sentBy === 'LawFirm' && message.senderKind !== 'LawFirm') throw forbidden(NOT_YOUR_MESSAGE);
  return message;
}

/** A message the calling creditor sent through one of its own links. */
export async function requireOwnCreditorMessage(db: Executor, session: Session, messageId: number) {
  const message = await found(findMessage(db, messageId), MESSAGE_NOT_FOUND);
  if (message.senderKind !== 'Creditor' || message.sentByCreditorCasesId === null) {
    // The firm's message: a follower of the case may know it exists, anyone else finds nothing.
    await requireFollower(db, session, message.caseId, MESSAGE_NOT_FOUND);
    throw forbidden(NOT_YOUR_MESSAGE);
  }
  await requireOwnLink(db, session, message.sentByCreditorCasesId, MESSAGE_NOT_FOUND);
  return message;
}

async function recipientRow(db: Executor, recipientRowId: number): Promise<RecipientRow> {
  return found(findRecipient(db, recipientRowId), MESSAGE_NOT_FOUND);
}

/** The firm's recipient row of a creditor's message to a case the caller staffs (what it marks read). */
export async function requireFirmRecipientRow(
  db: Executor,
  session: Session,
  recipientRowId: number,
): Promise<RecipientRow> {
  const recipient = await recipientRow(db, recipientRowId);
  await requireCaseStaff(db, session, recipient.caseId, MESSAGE_NOT_FOUND);
  // The firm reads what creditors wrote to it, not its own messages' copies.
  if (recipient.recipientCreditorCasesId !== null)
    throw forbidden('This message was not sent to your law firm');
  return recipient;
}

/** The caller's own recipient row of a firm message (what a creditor marks read). */
export async function requireOwnRecipientRow(
  db: Executor,
  session: Session,
  recipientRowId: number,
): Promise<RecipientRow> {
  const recipient = await recipientRow(db, recipientRowId);
  if (recipient.recipientCreditorCasesId === null) {
    await requireFollower(db, session, recipient.caseId, MESSAGE_NOT_FOUND);
    throw forbidden('This message was not sent to you');
  }
  await requireOwnLink(db, session, recipient.recipientCreditorCasesId, MESSAGE_NOT_FOUND);
  return recipient;
}
