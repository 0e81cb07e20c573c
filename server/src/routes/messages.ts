import type { FastifyInstance } from 'fastify';
import {
  creditorDeleteMessage,
  creditorEditMessage,
  creditorGetMessages,
  creditorGetUnreadCount,
  creditorSendMessage,
  creditorSetMessageRead,
  lawFirmDeleteMessage,
  lawFirmEditMessage,
  lawFirmGetMessages,
  lawFirmGetRecipients,
  lawFirmGetUnreadCount,
  lawFirmSendMessage,
  lawFirmSetMessageRead,
  type PagingQuery,
  RECIPIENT_PREVIEW,
} from 'shared-api/contract';
import {
  MESSAGE_NOT_FOUND,
  requireFirmMessage,
  requireFirmRecipientRow,
  requireOwnCreditorMessage,
  requireOwnRecipientRow,
} from '../access/messages';
import { requireCaseStaff, requireFollower, requireOwnLink } from '../access/require';
import { auditBy, MESSAGE_ENTITY } from '../audit';
import type { Session } from '../auth/session';
import { listCaseLinks } from '../db/case-links-repository';
import {
  listMessages,
  listRecipients,
  type MessageFilter,
  type MessageLine,
  recipientNames,
  recipientPreviews,
  unreadCount,
} from '../db/message-lists-repository';
import {
  deleteMessage,
  insertCreditorMessage,
  insertFirmMessage,
  type MessageRow,
  markRead,
  type RecipientRow,
  updateMessageBody,
} from '../db/messages-repository';
import type { Db } from '../db/types';
import { badRequest, forbidden, notFound } from '../http/errors';
import { pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';
import { enqueueTemplated } from '../mail/outbox';
import { messageNoticeTemplate } from '../notices/case-notices';

export const MESSAGES_DISABLED = 'Messages to the law firm are not enabled for this case';
export const NO_RECIPIENTS = 'Please select at least one creditor.';

/**
 * Edits (new text) or deletes (null) a sent message and audits it in one transaction; the same for
 * the firm's and a creditor's own messages once the caller's right to change it is checked.
 */
async function writeMessageChange(db: Db, session: Session, message: MessageRow, text: string | null) {
  await db.transaction().execute(async (trx) => {
    if (text === null) await deleteMessage(trx, message.messageId);
    else await updateMessageBody(trx, message.messageId, text);
    await auditBy(trx, session, text === null ? 'delete' : 'edit', MESSAGE_ENTITY, message.messageId, {
      caseId: message.caseId,
    });
  });
}

/** Marks the caller's recipient row read, once, and audits it. */
async function markReadOnce(db: Db, session: Session, recipient: RecipientRow) {
  if (recipient.isRead) return;
  await db.transaction().execute(async (trx) => {
    await markRead(trx, recipient.recipientRowId);
    await auditBy(trx, session, 'read', MESSAGE_ENTITY, recipient.messageId, {
      caseId: recipient.caseId,
      // Audit details keep the wire's name of the recipient row.
      details: { notificationToId: recipient.recipientRowId },
    });
  });
}

const receivedOf = (line: MessageLine) => ({
  notificationId: line.messageId,
  notificationToId: line.recipientRowId as number,
  notification: line.body,
  createdOn: new Date(line.createdAt).toISOString(),
  creditorName: line.creditorName,
  lawfirmName: line.lawfirmName,
  isRead: line.isRead,
});

/**
 * A message list as the wire has it. The original call (no page) names every recipient of the
 * firm's messages; a page names RECIPIENT_PREVIEW of them with their count, and the unread count.
 */
async function messageLists(db: Db, filter: MessageFilter, query: PagingQuery) {
  const page = pageOf(query);
  // A page's unread count comes with its total, in one statement.
  const { lines, total, unread } = await listMessages(db, filter, page, { unread: true });
  const sent = lines.filter((line) => line.direction === 'outgoing');
  const firmSent = filter.scope.kind === 'firm' ? sent.map((line) => line.messageId) : [];
  const previews = page ? await recipientPreviews(db, firmSent, RECIPIENT_PREVIEW) : null;
  const names = page ? null : await recipientNames(db, firmSent);
  const sentList = sent.map((line) => {
    const preview = previews?.get(line.messageId);
    const recipients = preview?.names ?? names?.get(line.messageId) ?? [];
    return {
      notificationId: line.messageId,
      notification: line.body,
      sendOn: new Date(line.createdAt).toISOString(),
      creditorNameList: recipients.map((creditorName) => ({ creditorName })),
      ...(preview ? { recipientCount: preview.count } : {}),
    };
  });
  const inboxList = lines.filter((line) => line.direction === 'incoming').map(receivedOf);
  return { sentList, inboxList, totalCount: total, ...(page ? { unreadCount: unread ?? 0 } : {}) };
}

/** Messages between a case's law firm and its creditors. */
export async function messageRoutes(app: FastifyInstance) {
  const { db } = app.portal;

  route(app, lawFirmSendMessage, async ({ body, user }) => {
    const session = user();
    const facts = await requireCaseStaff(db, session, body.caseId);
    const wanted = [...new Set(body.creditorCasesIdList)];
    const links = await listCaseLinks(db, facts.caseId, body.isSendToAll ? undefined : wanted);
    if (!body.isSendToAll && links.length !== wanted.length)
      throw badRequest('creditorCasesIdList: not a creditor of this case');
    if (links.length === 0) throw badRequest(NO_RECIPIENTS);
    const messageId = await db.transaction().execute(async (trx) => {
      const id = await insertFirmMessage(trx, {
        caseId: facts.caseId,
        userId: session.id,
        body: body.notification,
        recipientLinkIds: links.map((l) => l.creditorCasesId),
      });
      await auditBy(trx, session, 'send', MESSAGE_ENTITY, id, {
        caseId: facts.caseId,
        details: { recipients: links.length, isSendToAll: body.isSendToAll },
      });
      // One insert for every recipient, rendered when sent; delivered after the answer.
      const to = links.map((l) => l.creditorEmail);
      await enqueueTemplated(trx, {
        key: `message:${id}`,
        to,
        template: messageNoticeTemplate,
        params: facts,
      });
      return id;
    });
    return { data: { notificationId: messageId }, message: 'Message sent successfully' };
  });

  route(app, lawFirmGetMessages, async ({ query, user }) => {
    const facts = await requireCaseStaff(db, user(), query.caseId);
    return {
      data: await messageLists(db, { ...query, scope: { kind: 'firm', caseId: facts.caseId } }, query),
    };
  });

  route(app, lawFirmGetUnreadCount, async ({ query, user }) => {
    const facts = await requireCaseStaff(db, user(), query.caseId);
    return { data: { unreadCount: await unreadCount(db, { kind: 'firm', caseId: facts.caseId }) } };
  });

  route(app, lawFirmGetRecipients, async ({ query, user }) => {
    const message = await requireFirmMessage(db, user(), query.notificationId, 'any');
    // A creditor's message goes to the firm, not to creditors.
    if (message.senderKind !== 'LawFirm') throw notFound(MESSAGE_NOT_FOUND);
    const { rows, total } = await listRecipients(db, message.messageId, searchOf(query), pageOf(query));
    return { data: { recipientList: rows, totalCount: total } };
  });

  ownMessageRoutes(app, {
    calls: { edit: lawFirmEditMessage, delete: lawFirmDeleteMessage, setRead: lawFirmSetMessageRead },
    message: (session, id) => requireFirmMessage(db, session, id),
    recipientRow: (session, id) => requireFirmRecipientRow(db, session, id),
  });

  route(app, creditorSendMessage, async ({ body, user }) => {
    const session = user();
    const link = await requireOwnLink(db, session, body.creditorCasesId);
    if (link.caseId !== body.caseId) throw badRequest('creditorCasesId: does not belong to caseId');
    const { facts } = await requireFollower(db, session, body.caseId);
    if (!facts.allowsCreditorMessages) throw forbidden(MESSAGES_DISABLED);
    const messageId = await db.transaction().execute(async (trx) => {
      const id = await insertCreditorMessage(trx, {
        caseId: facts.caseId,
        creditorCasesId: link.creditorCasesId,
        body: body.notification,
      });
      await auditBy(trx, session, 'send', MESSAGE_ENTITY, id, {
        caseId: facts.caseId,
      });
      return id;
    });
    return { data: { notificationId: messageId }, message: 'Message sent successfully' };
  });

  route(app, creditorGetMessages, async ({ query, user }) => {
    const link = await requireOwnLink(db, user(), query.creditorCasesId);
    const scope = { kind: 'link', creditorCasesId: link.creditorCasesId } as const;
    return { data: await messageLists(db, { ...query, scope }, query) };
  });

  route(app, creditorGetUnreadCount, async ({ query, user }) => {
    const link = await requireOwnLink(db, user(), query.creditorCasesId);
    return {
      data: { unreadCount: await unreadCount(db, { kind: 'link', creditorCasesId: link.creditorCasesId }) },
    };
  });

  ownMessageRoutes(app, {
    calls: { edit: creditorEditMessage, delete: creditorDeleteMessage, setRead: creditorSetMessageRead },
    message: (session, id) => requireOwnCreditorMessage(db, session, id),
    recipientRow: (session, id) => requireOwnRecipientRow(db, session, id),
    beforeEdit: async (session, message) => {
      const { facts } = await requireFollower(db, session, message.caseId);
      if (!facts.allowsCreditorMessages) throw forbidden(MESSAGES_DISABLED);
    },
  });
}

/** One side's access to its own messages and received rows; a creditor's edit checks the case still allows it. */
interface MessageSide {
  calls: {
    edit: typeof lawFirmEditMessage;
    delete: typeof lawFirmDeleteMessage;
    setRead: typeof lawFirmSetMessageRead;
  };
  message: (session: Session, messageId: number) => Promise<MessageRow>;
  recipientRow: (session: Session, recipientRowId: number) => Promise<RecipientRow>;
  beforeEdit?: (session: Session, message: MessageRow) => Promise<void>;
}

/** Edit, delete and mark read: the same on both sides but for whose messages they are (as in the contract). */
function ownMessageRoutes(app: FastifyInstance, side: MessageSide) {
  const { db } = app.portal;
  route(app, side.calls.edit, async ({ body, user }) => {
    const session = user();
    const message = await side.message(session, body.notificationId);
    await side.beforeEdit?.(session, message);
    await writeMessageChange(db, session, message, body.notification);
    return { data: null, message: 'Message updated successfully' };
  });

  route(app, side.calls.delete, async ({ body, user }) => {
    const session = user();
    await writeMessageChange(db, session, await side.message(session, body.notificationId), null);
    return { data: null, message: 'Notification deleted successfully' };
  });

  route(app, side.calls.setRead, async ({ query, user }) => {
    const session = user();
    await markReadOnce(db, session, await side.recipientRow(session, query.notificationToId));
    return { data: null, message: 'Marked as read' };
  });
}
