import { type ColumnType, type Generated, sql } from 'kysely';
import type { Executor } from './types';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface NotificationsTable {
  notification_id: Generated<number>;
  case_id: number;
  sender_kind: 'LawFirm' | 'Creditor';
  sent_by_user_id: number | null;
  sent_by_creditor_cases_id: number | null;
  body: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface NotificationRecipientsTable {
  notification_to_id: Generated<number>;
  notification_id: number;
  recipient_creditor_cases_id: number | null;
  is_read: Generated<boolean>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module './types' {
  interface Database {
    notifications: NotificationsTable;
    notification_recipients: NotificationRecipientsTable;
  }
}

/** The facts about a case that message, document and claim rules need. */
export interface CaseFacts {
  caseId: number;
  lawFirmId: number;
  lawfirmName: string;
  debtorName: string;
  knr: string;
  isAllowCreditorNotification: boolean;
}

export async function findCaseFacts(db: Executor, caseId: number): Promise<CaseFacts | undefined> {
  const row = await db
    .selectFrom('cases')
    .innerJoin('law_firms', 'law_firms.law_firm_id', 'cases.law_firm_id')
    .select([
      'cases.case_id as caseId',
      'cases.law_firm_id as lawFirmId',
      'law_firms.name as lawfirmName',
      'cases.debtor_name as debtorName',
      'cases.knr as knr',
      'cases.is_allow_creditor_notification as isAllowCreditorNotification',
    ])
    .where('cases.case_id', '=', caseId)
    .executeTakeFirst();
  return row;
}

export interface CreditorLink {
  creditorCasesId: number;
  creditorId: number;
  caseId: number;
  creditorName: string;
  creditorEmail: string;
}

export async function findCreditorLink(
  db: Executor,
  creditorCasesId: number,
): Promise<CreditorLink | undefined> {
  return db
    .selectFrom('creditor_cases')
    .innerJoin('creditors', 'creditors.creditor_id', 'creditor_cases.creditor_id')
    .select([
      'creditor_cases.creditor_cases_id as creditorCasesId',
      'creditor_cases.creditor_id as creditorId',
      'creditor_cases.case_id as caseId',
      'creditors.name as creditorName',
      'creditors.email as creditorEmail',
    ])
    .where('creditor_cases.creditor_cases_id', '=', creditorCasesId)
    .executeTakeFirst();
}

/** The links of a case: all of them, or those among `ids` (unknown or foreign ids are simply absent). */
export async function listCaseLinks(db: Executor, caseId: number, ids?: number[]): Promise<CreditorLink[]> {
  let query = db
    .selectFrom('creditor_cases')
    .innerJoin('creditors', 'creditors.creditor_id', 'creditor_cases.creditor_id')
    .select([
      'creditor_cases.creditor_cases_id as creditorCasesId',
      'creditor_cases.creditor_id as creditorId',
      'creditor_cases.case_id as caseId',
      'creditors.name as creditorName',
      'creditors.email as creditorEmail',
    ])
    .where('creditor_cases.case_id', '=', caseId);
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('creditor_cases.creditor_cases_id', 'in', ids);
  }
  return query.orderBy('creditor_cases.creditor_cases_id').execute();
}

/** Whether a creditor (or debt collector) follows a case. */
export async function followsCase(db: Executor, creditorId: number, caseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('creditor_cases')
    .select('creditor_cases_id')
    .where('creditor_id', '=', creditorId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return !!row;
}

export async function insertFirmNotification(
  trx: Executor,
  input: { caseId: number; userId: number | null; body: string; recipientLinkIds: number[] },
): Promise<number> {
  const { notification_id } = await trx
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
    await trx
      .insertInto('notification_recipients')
      .values(input.recipientLinkIds.map((id) => ({ notification_id, recipient_creditor_cases_id: id })))
      .execute();
  }
  return notification_id;
}

/** A creditor's message goes to the case's firm: one recipient row without a link. */
export async function insertCreditorNotification(
  trx: Executor,
  input: { caseId: number; creditorCasesId: number; body: string },
): Promise<number> {
  const { notification_id } = await trx
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
    .values({ notification_id, recipient_creditor_cases_id: null })
    .execute();
  return notification_id;
}

export interface NotificationRow {
  notificationId: number;
  caseId: number;
  senderKind: 'LawFirm' | 'Creditor';
  sentByCreditorCasesId: number | null;
  lawFirmId: number;
}

export async function findNotification(
  db: Executor,
  notificationId: number,
): Promise<NotificationRow | undefined> {
  return db
    .selectFrom('notifications')
    .innerJoin('cases', 'cases.case_id', 'notifications.case_id')
    .select([
      'notifications.notification_id as notificationId',
      'notifications.case_id as caseId',
      'notifications.sender_kind as senderKind',
      'notifications.sent_by_creditor_cases_id as sentByCreditorCasesId',
      'cases.law_firm_id as lawFirmId',
    ])
    .where('notifications.notification_id', '=', notificationId)
    .executeTakeFirst();
}

export interface RecipientRow extends NotificationRow {
  notificationToId: number;
  recipientCreditorCasesId: number | null;
  isRead: boolean;
}

export async function findRecipient(
  db: Executor,
  notificationToId: number,
): Promise<RecipientRow | undefined> {
  return db
    .selectFrom('notification_recipients as r')
    .innerJoin('notifications', 'notifications.notification_id', 'r.notification_id')
    .innerJoin('cases', 'cases.case_id', 'notifications.case_id')
    .select([
      'r.notification_to_id as notificationToId',
      'r.recipient_creditor_cases_id as recipientCreditorCasesId',
      'r.is_read as isRead',
      'notifications.notification_id as notificationId',
      'notifications.case_id as caseId',
      'notifications.sender_kind as senderKind',
      'notifications.sent_by_creditor_cases_id as sentByCreditorCasesId',
      'cases.law_firm_id as lawFirmId',
    ])
    .where('r.notification_to_id', '=', notificationToId)
    .executeTakeFirst();
}

export async function updateNotificationBody(
  trx: Executor,
  notificationId: number,
  body: string,
): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({ body, updated_at: sql<Date>`now()` })
    .where('notification_id', '=', notificationId)
    .execute();
}

export async function deleteNotification(trx: Executor, notificationId: number): Promise<void> {
  await trx.deleteFrom('notifications').where('notification_id', '=', notificationId).execute();
}

export async function markRead(trx: Executor, notificationToId: number): Promise<void> {
  await trx
    .updateTable('notification_recipients')
    .set({ is_read: true, read_at: sql<Date>`now()` })
    .where('notification_to_id', '=', notificationToId)
    .where('is_read', '=', false)
    .execute();
}

export interface SentItem {
  notificationId: number;
  notification: string;
  sendOn: string;
  creditorNameList: {
    creditorName: string;
    creditorCasesId: number;
    notificationToId: number;
    isRead: boolean;
  }[];
}

export interface InboxItem {
  notificationId: number;
  notificationToId: number;
  notification: string;
  createdOn: string;
  /** The sending creditor (firm side); null in a creditor's inbox, where the firm is the sender. */
  creditorName: string | null;
  lawfirmName: string;
  isRead: boolean;
}

/** The firm's view of a case: what it sent (with each recipient's read state) and what creditors wrote. */
export async function listForFirm(
  db: Executor,
  caseId: number,
): Promise<{ sentList: SentItem[]; inboxList: InboxItem[] }> {
  // One row per message; its recipients aggregated in the database (a message to all of
  // 5,000 creditors stays one row here).
  const sent = await db
    .selectFrom('notifications as n')
    .select([
      'n.notification_id',
      'n.body',
      'n.created_at',
      sql<SentItem['creditorNameList'] | null>`(
        SELECT json_agg(json_build_object(
          'creditorName', c.name,
          'creditorCasesId', cc.creditor_cases_id,
          'notificationToId', r.notification_to_id,
          'isRead', r.is_read
        ) ORDER BY c.name, r.notification_to_id)
        FROM notification_recipients r
        JOIN creditor_cases cc ON cc.creditor_cases_id = r.recipient_creditor_cases_id
        JOIN creditors c ON c.creditor_id = cc.creditor_id
        WHERE r.notification_id = n.notification_id
      )`.as('recipients'),
    ])
    .where('n.case_id', '=', caseId)
    .where('n.sender_kind', '=', 'LawFirm')
    .orderBy('n.created_at', 'desc')
    .orderBy('n.notification_id', 'desc')
    .execute();
  const sentList: SentItem[] = sent.map((row) => ({
    notificationId: row.notification_id,
    notification: row.body,
    sendOn: new Date(row.created_at).toISOString(),
    creditorNameList:
      (typeof row.recipients === 'string' ? JSON.parse(row.recipients) : row.recipients) ?? [],
  }));
  const inbox = await db
    .selectFrom('notifications as n')
    .innerJoin('notification_recipients as r', 'r.notification_id', 'n.notification_id')
    .innerJoin('creditor_cases as cc', 'cc.creditor_cases_id', 'n.sent_by_creditor_cases_id')
    .innerJoin('creditors as c', 'c.creditor_id', 'cc.creditor_id')
    .innerJoin('cases', 'cases.case_id', 'n.case_id')
    .innerJoin('law_firms as lf', 'lf.law_firm_id', 'cases.law_firm_id')
    .select([
      'n.notification_id',
      'n.body',
      'n.created_at',
      'r.notification_to_id',
      'r.is_read',
      'c.name as creditor_name',
      'lf.name as lawfirm_name',
    ])
    .where('n.case_id', '=', caseId)
    .where('n.sender_kind', '=', 'Creditor')
    .where('r.recipient_creditor_cases_id', 'is', null)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.notification_id', 'desc')
    .execute();
  return {
    sentList,
    inboxList: inbox.map((row) => ({
      notificationId: row.notification_id,
      notificationToId: row.notification_to_id,
      notification: row.body,
      createdOn: new Date(row.created_at).toISOString(),
      creditorName: row.creditor_name,
      lawfirmName: row.lawfirm_name,
      isRead: row.is_read,
    })),
  };
}

/** A creditor link's view: what it wrote to the firm and what the firm sent to it. */
export async function listForCreditorLink(
  db: Executor,
  creditorCasesId: number,
): Promise<{ sentList: SentItem[]; inboxList: InboxItem[] }> {
  const sent = await db
    .selectFrom('notifications as n')
    .innerJoin('notification_recipients as r', 'r.notification_id', 'n.notification_id')
    .innerJoin('creditor_cases as cc', 'cc.creditor_cases_id', 'n.sent_by_creditor_cases_id')
    .innerJoin('creditors as c', 'c.creditor_id', 'cc.creditor_id')
    .select([
      'n.notification_id',
      'n.body',
      'n.created_at',
      'r.notification_to_id',
      'r.is_read',
      'c.name as creditor_name',
    ])
    .where('n.sent_by_creditor_cases_id', '=', creditorCasesId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.notification_id', 'desc')
    .execute();
  const inbox = await db
    .selectFrom('notification_recipients as r')
    .innerJoin('notifications as n', 'n.notification_id', 'r.notification_id')
    .innerJoin('cases', 'cases.case_id', 'n.case_id')
    .innerJoin('law_firms as lf', 'lf.law_firm_id', 'cases.law_firm_id')
    .select([
      'n.notification_id',
      'n.body',
      'n.created_at',
      'r.notification_to_id',
      'r.is_read',
      'lf.name as lawfirm_name',
    ])
    .where('r.recipient_creditor_cases_id', '=', creditorCasesId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.notification_id', 'desc')
    .execute();
  return {
    sentList: sent.map((row) => ({
      notificationId: row.notification_id,
      notification: row.body,
      sendOn: new Date(row.created_at).toISOString(),
      // A creditor's message goes to the firm, not to creditors.
      creditorNameList: [],
    })),
    inboxList: inbox.map((row) => ({
      notificationId: row.notification_id,
      notificationToId: row.notification_to_id,
      notification: row.body,
      createdOn: new Date(row.created_at).toISOString(),
      // The firm sent it: the contract names the sender in lawfirmName and leaves creditorName empty.
      creditorName: null,
      lawfirmName: row.lawfirm_name,
      isRead: row.is_read,
    })),
  };
}
