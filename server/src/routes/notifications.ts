import type { FastifyInstance } from 'fastify';
import {
  creditorDeleteMessage,
  creditorEditMessage,
  creditorGetMessages,
  creditorSendMessage,
  creditorSetMessageRead,
  lawFirmDeleteMessage,
  lawFirmEditMessage,
  lawFirmGetMessages,
  lawFirmSendMessage,
  lawFirmSetMessageRead,
  type PagingQuery,
} from 'shared-api/contract';
import { actorOf, recordAudit } from '../audit';
import type { Session } from '../auth/session';
import {
  type CaseFacts,
  deleteNotification,
  findNotification,
  findRecipient,
  type InboxItem,
  insertCreditorNotification,
  insertFirmNotification,
  listCaseLinks,
  listForCreditorLink,
  listForFirm,
  markRead,
  type NotificationRow,
  type SentItem,
  updateNotificationBody,
} from '../db/notifications-repository';
import type { Db, Executor } from '../db/types';
import { badRequest, forbidden, notFound } from '../http/errors';
import { route } from '../http/route';
import type { Mailer } from '../mail';
import { requireCaseStaff, requireFollower, requireOwnLink } from './case-tab-access';

export const NOTIFICATIONS_DISABLED = 'Messages to the law firm are not enabled for this case';
export const NOT_YOUR_MESSAGE = 'Only your own sent messages can be changed';
export const NO_RECIPIENTS = 'Please select at least one creditor.';

/** A firm-sent message whose case the caller staffs. */
async function ownFirmMessage(
  db: Executor,
  session: Session,
  notificationId: number,
): Promise<NotificationRow> {
  const message = await findNotification(db, notificationId);
  if (!message) throw notFound('Message not found');
  await requireCaseStaff(db, session, message.caseId);
  if (message.senderKind !== 'LawFirm') throw forbidden(NOT_YOUR_MESSAGE);
  return message;
}

/** A message the calling creditor sent through one of its own links. */
async function ownCreditorMessage(db: Executor, session: Session, notificationId: number) {
  const message = await findNotification(db, notificationId);
  if (!message) throw notFound('Message not found');
  if (message.senderKind !== 'Creditor' || message.sentByCreditorCasesId === null)
    throw forbidden(NOT_YOUR_MESSAGE);
  await requireOwnLink(db, session, message.sentByCreditorCasesId);
  return message;
}

/**
 * Edits (new text) or deletes (null) a sent message and audits it in one transaction; the same for
 * the firm's and a creditor's own messages once the caller's right to change it is checked.
 */
async function writeMessageChange(db: Db, session: Session, message: NotificationRow, text: string | null) {
  await db.transaction().execute(async (trx) => {
    if (text === null) await deleteNotification(trx, message.notificationId);
    else await updateNotificationBody(trx, message.notificationId, text);
    await recordAudit(trx, {
      ...actorOf(session),
      action: text === null ? 'delete' : 'edit',
      entity: 'notification',
      entityId: message.notificationId,
      caseId: message.caseId,
    });
  });
}

/** The notice a creditor gets by e-mail when the firm writes; in both languages (the creditor's is unknown). */
export function messageNotice(facts: CaseFacts) {
  return {
    subject: `Nytt meddelande / New message: ${facts.debtorName} (${facts.knr})`,
    text: [
      `${facts.lawfirmName} har skickat ett nytt meddelande i ärendet ${facts.debtorName} (${facts.knr}).`,
      'Logga in i portalen för att läsa det.',
      '',
      `${facts.lawfirmName} has sent you a new message in the case ${facts.debtorName} (${facts.knr}).`,
      'Sign in to the portal to read it.',
    ].join('\n'),
  };
}

/**
 * Sends after the transaction has committed, a few at a time; a failed mail is
 * logged and never undoes the write.
 */
export async function sendAfterCommit(
  app: FastifyInstance,
  mailer: Mailer,
  to: string[],
  notice: { subject: string; text: string },
) {
  const queue = [...new Set(to)];
  const worker = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      try {
        await mailer.send({ to: address, ...notice });
      } catch (error) {
        app.log.error({ err: error, to: address }, 'notice mail failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
}

/**
 * Optional paging and search (beyond the original): without `page`, both full
 * lists; with it, one page of the merged newest-first list, split back into
 * sent and received, and the total.
 */
export function page(lists: { sentList: SentItem[]; inboxList: InboxItem[] }, query: PagingQuery) {
  const needle = query.search?.toLowerCase();
  const matches = (text: string, ...names: (string | null)[]) =>
    !needle || text.toLowerCase().includes(needle) || names.some((n) => n?.toLowerCase().includes(needle));
  const sent = lists.sentList.filter((m) =>
    matches(m.notification, m.sendOn, ...m.creditorNameList.map((c) => c.creditorName)),
  );
  const inbox = lists.inboxList.filter((m) =>
    matches(m.notification, m.createdOn, m.creditorName, m.lawfirmName),
  );
  if (query.page === undefined && query.pageSize === undefined)
    return { sentList: sent, inboxList: inbox, totalCount: sent.length + inbox.length };
  const size = query.pageSize ?? 10;
  const from = ((query.page ?? 1) - 1) * size;
  const merged = [
    ...sent.map((m) => ({ at: m.sendOn, sent: m as SentItem | null, inbox: null as InboxItem | null })),
    ...inbox.map((m) => ({ at: m.createdOn, sent: null, inbox: m })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(from, from + size);
  return {
    sentList: merged.flatMap((m) => (m.sent ? [m.sent] : [])),
    inboxList: merged.flatMap((m) => (m.inbox ? [m.inbox] : [])),
    totalCount: sent.length + inbox.length,
  };
}

/** Messages between a case's law firm and its creditors (spec 2 §7). */
export async function notificationRoutes(app: FastifyInstance) {
  const { db, mailer } = app.portal;

  route(app, lawFirmSendMessage, async ({ body, user }) => {
    const session = user();
    const facts = await requireCaseStaff(db, session, body.caseId);
    const wanted = [...new Set(body.creditorCasesIdList)];
    const links = await listCaseLinks(db, facts.caseId, body.isSendToAll ? undefined : wanted);
    if (!body.isSendToAll && links.length !== wanted.length)
      throw badRequest('creditorCasesIdList: not a creditor of this case');
    if (links.length === 0) throw badRequest(NO_RECIPIENTS);
    const notificationId = await db.transaction().execute(async (trx) => {
      const id = await insertFirmNotification(trx, {
        caseId: facts.caseId,
        userId: session.id,
        body: body.notification,
        recipientLinkIds: links.map((l) => l.creditorCasesId),
      });
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'send',
        entity: 'notification',
        entityId: id,
        caseId: facts.caseId,
        details: { recipients: links.length, isSendToAll: body.isSendToAll },
      });
      return id;
    });
    await sendAfterCommit(
      app,
      mailer,
      links.map((l) => l.creditorEmail),
      messageNotice(facts),
    );
    return { data: { notificationId }, message: 'Message sent successfully' };
  });

  route(app, lawFirmGetMessages, async ({ query, user }) => {
    const facts = await requireCaseStaff(db, user(), query.caseId);
    return { data: page(await listForFirm(db, facts.caseId), query) };
  });

  route(app, lawFirmEditMessage, async ({ body, user }) => {
    const session = user();
    const message = await ownFirmMessage(db, session, body.notificationId);
    await writeMessageChange(db, session, message, body.notification);
    return { data: null, message: 'Message updated successfully' };
  });

  route(app, lawFirmDeleteMessage, async ({ body, user }) => {
    const session = user();
    const message = await ownFirmMessage(db, session, body.notificationId);
    await writeMessageChange(db, session, message, null);
    return { data: null, message: 'Notification deleted successfully' };
  });

  route(app, lawFirmSetMessageRead, async ({ query, user }) => {
    const session = user();
    const recipient = await findRecipient(db, query.notificationToId);
    if (!recipient) throw notFound('Message not found');
    await requireCaseStaff(db, session, recipient.caseId);
    // The firm reads what creditors wrote to it, not its own messages' copies.
    if (recipient.recipientCreditorCasesId !== null)
      throw forbidden('This message was not sent to your law firm');
    if (!recipient.isRead) {
      await db.transaction().execute(async (trx) => {
        await markRead(trx, recipient.notificationToId);
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'read',
          entity: 'notification',
          entityId: recipient.notificationId,
          caseId: recipient.caseId,
          details: { notificationToId: recipient.notificationToId },
        });
      });
    }
    return { data: null, message: 'Marked as read' };
  });

  route(app, creditorSendMessage, async ({ body, user }) => {
    const session = user();
    const link = await requireOwnLink(db, session, body.creditorCasesId);
    if (link.caseId !== body.caseId) throw badRequest('creditorCasesId: does not belong to caseId');
    const { facts } = await requireFollower(db, session, body.caseId);
    if (!facts.isAllowCreditorNotification) throw forbidden(NOTIFICATIONS_DISABLED);
    const notificationId = await db.transaction().execute(async (trx) => {
      const id = await insertCreditorNotification(trx, {
        caseId: facts.caseId,
        creditorCasesId: link.creditorCasesId,
        body: body.notification,
      });
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'send',
        entity: 'notification',
        entityId: id,
        caseId: facts.caseId,
      });
      return id;
    });
    return { data: { notificationId }, message: 'Message sent successfully' };
  });

  route(app, creditorGetMessages, async ({ query, user }) => {
    const link = await requireOwnLink(db, user(), query.creditorCasesId);
    return { data: page(await listForCreditorLink(db, link.creditorCasesId), query) };
  });

  route(app, creditorEditMessage, async ({ body, user }) => {
    const session = user();
    const message = await ownCreditorMessage(db, session, body.notificationId);
    const { facts } = await requireFollower(db, session, message.caseId);
    if (!facts.isAllowCreditorNotification) throw forbidden(NOTIFICATIONS_DISABLED);
    await writeMessageChange(db, session, message, body.notification);
    return { data: null, message: 'Message updated successfully' };
  });

  route(app, creditorDeleteMessage, async ({ body, user }) => {
    const session = user();
    const message = await ownCreditorMessage(db, session, body.notificationId);
    await writeMessageChange(db, session, message, null);
    return { data: null, message: 'Notification deleted successfully' };
  });

  route(app, creditorSetMessageRead, async ({ query, user }) => {
    const session = user();
    const recipient = await findRecipient(db, query.notificationToId);
    if (!recipient) throw notFound('Message not found');
    if (recipient.recipientCreditorCasesId === null) throw forbidden('This message was not sent to you');
    await requireOwnLink(db, session, recipient.recipientCreditorCasesId);
    if (!recipient.isRead) {
      await db.transaction().execute(async (trx) => {
        await markRead(trx, recipient.notificationToId);
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'read',
          entity: 'notification',
          entityId: recipient.notificationId,
          caseId: recipient.caseId,
          details: { notificationToId: recipient.notificationToId },
        });
      });
    }
    return { data: null, message: 'Marked as read' };
  });
}
