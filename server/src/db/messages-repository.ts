import { type ColumnType, type Generated, sql } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';
import type { Executor } from './types';

export interface MessagesTable {
  notification_id: Generated<number>;
  case_id: number;
  sender_kind: 'LawFirm' | 'Creditor';
  sent_by_user_id: number | null;
  sent_by_creditor_cases_id: number | null;
  body: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MessageRecipientsTable {
  notification_to_id: Generated<number>;
  notification_id: number;
  recipient_creditor_cases_id: number | null;
  is_read: Generated<boolean>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module './types' {
  interface Database {
    notifications: MessagesTable;
    notification_recipients: MessageRecipientsTable;
  }
}

export async function insertFirmMessage(
  trx: Executor,
  input: { caseId: number; userId: number | null; body: string; recipientLinkIds: number[] },
): Promise<number> {
  const { notification_id: messageId } = await trx
    .insertInto('notifications')
    .values({
      case_id: input.caseId,
      sender_kind: 'LawFirm',
      sent_by_user_id: input.userId,
      body: input.body,
    })
    .returning('notification_id')
    .executeTakeFirstOrThrow();
  if (input.recipientLinkIds.length > 0) {
    // One array parameter, not two per row: a message to 5,000 creditors is one short statement.
    await sql`
      INSERT INTO notification_recipients (notification_id, recipient_creditor_cases_id)
      SELECT ${messageId}::int, id FROM unnest(${input.recipientLinkIds}::int[]) AS r(id)`.execute(trx);
  }
  return messageId;
}

/** A creditor's message goes to the case's firm: one recipient row without a link. */
export async function insertCreditorMessage(
  trx: Executor,
  input: { caseId: number; creditorCasesId: number; body: string },
): Promise<number> {
  const { notification_id: messageId } = await trx
    .insertInto('notifications')
    .values({
      case_id: input.caseId,
      sender_kind: 'Creditor',
      sent_by_creditor_cases_id: input.creditorCasesId,
      body: input.body,
    })
    .returning('notification_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('notification_recipients')
    .values({ notification_id: messageId, recipient_creditor_cases_id: null })
    .execute();
  return messageId;
}

export interface MessageRow {
  messageId: number;
  caseId: number;
  senderKind: 'LawFirm' | 'Creditor';
  sentByCreditorCasesId: number | null;
  lawFirmId: number;
}

/** The columns of a MessageRow, from `notifications` joined with its `cases` row. */
const MESSAGE_COLUMNS = [
  'notifications.notification_id as messageId',
  'notifications.case_id as caseId',
  'notifications.sender_kind as senderKind',
  'notifications.sent_by_creditor_cases_id as sentByCreditorCasesId',
  'cases.law_firm_id as lawFirmId',
] as const;

/** `notifications` joined with its `cases` row, which MESSAGE_COLUMNS read from. */
function fromMessages(db: Executor) {
  return db.selectFrom('notifications').innerJoin('cases', 'cases.case_id', 'notifications.case_id');
}

export async function findMessage(db: Executor, messageId: number): Promise<MessageRow | undefined> {
  return fromMessages(db)
    .select(MESSAGE_COLUMNS)
    .where('notifications.notification_id', '=', messageId)
    .executeTakeFirst();
}

export interface RecipientRow extends MessageRow {
  recipientRowId: number;
  recipientCreditorCasesId: number | null;
  isRead: boolean;
}

export async function findRecipient(db: Executor, recipientRowId: number): Promise<RecipientRow | undefined> {
  return fromMessages(db)
    .innerJoin('notification_recipients as r', 'r.notification_id', 'notifications.notification_id')
    .select([
      'r.notification_to_id as recipientRowId',
      'r.recipient_creditor_cases_id as recipientCreditorCasesId',
      'r.is_read as isRead',
      ...MESSAGE_COLUMNS,
    ])
    .where('r.notification_to_id', '=', recipientRowId)
    .executeTakeFirst();
}

export async function updateMessageBody(trx: Executor, messageId: number, body: string): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({ body, updated_at: sql<Date>`now()` })
    .where('notification_id', '=', messageId)
    .execute();
}

export async function deleteMessage(trx: Executor, messageId: number): Promise<void> {
  await trx.deleteFrom('notifications').where('notification_id', '=', messageId).execute();
}

const markedRead = (trx: Executor) =>
  trx.updateTable('notification_recipients').set({ is_read: true, read_at: sql<Date>`now()` });

export async function markRead(trx: Executor, recipientRowId: number): Promise<void> {
  await markedRead(trx)
    .where('notification_to_id', '=', recipientRowId)
    .where('is_read', '=', false)
    .execute();
}

/** Marks a message read by every recipient, or only by the one following as `creditorCasesId` (demo data). */
export async function markMessageRead(trx: Executor, messageId: number, creditorCasesId?: number) {
  let query = markedRead(trx).where('notification_id', '=', messageId);
  if (creditorCasesId !== undefined) query = query.where('recipient_creditor_cases_id', '=', creditorCasesId);
  await query.execute();
}
