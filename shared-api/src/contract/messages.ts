import * as z from 'shared-api/zod';
import { dateTimeSchema, flagSchema, idSchema, optionalIdSchema, totalCountSchema } from './common';
import {
  caseIdSchema,
  endpointGroup,
  optionalFlagSchema,
  pagedListSchema,
  pagedQuerySchema,
  recordIdSchema,
} from './endpoint';
import { listPeriodSchema } from './list-filters';

/**
 * Messages ("notifications"). A message has one sender (the
 * firm, or one creditor-case link) and one recipient row per reader, each
 * with its own read state (`notificationToId`).
 */

export const MESSAGE_MAX = 4000;

/** The text of a message: blank is refused ('Message cannot be empty.'). */
export const messageTextSchema = z
  .string({ error: 'validation.messageEmpty' })
  .trim()
  .min(1, 'validation.messageEmpty')
  .max(MESSAGE_MAX, 'validation.tooLong');

/** A message the caller sent. */
export const sentMessageSchema = z.object({
  notificationId: z.number().int(),
  notification: z.string(),
  /** ISO-8601 UTC */
  sendOn: dateTimeSchema,
  /** The creditors it went to (firm side); for a creditor's message, empty (it goes to the firm). */
  creditorNameList: z.array(z.object({ creditorName: z.string() })),
  caseId: z.number().int().optional(),
  /** Beyond the original: the sender's name (firm user e-mail or creditor name). */
  sendByName: z.string().optional(),
  /** When it was last edited, or null (beyond the original). */
  editedOn: dateTimeSchema.nullable().optional(),
  recipientCount: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe(
      'Paged answers only: how many creditors it went to. `creditorNameList` then names the first ' +
        'RECIPIENT_PREVIEW (3) of them, in the order they were added; lawFirmGetRecipients lists them all.',
    ),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** A message the caller received; `notificationToId` is the caller's own recipient row. */
export const receivedMessageSchema = z.object({
  notificationId: z.number().int(),
  notificationToId: z.number().int(),
  notification: z.string(),
  /** ISO-8601 UTC */
  createdOn: dateTimeSchema,
  /** The sending creditor (firm side inbox), else null. */
  creditorName: z.string().nullable(),
  /** The sending firm (creditor side inbox), else null. */
  lawfirmName: z.string().nullable(),
  isRead: z.boolean(),
  caseId: z.number().int().optional(),
});
export type ReceivedMessage = z.infer<typeof receivedMessageSchema>;

export const messageListsSchema = z.object({
  sentList: z.array(sentMessageSchema),
  inboxList: z.array(receivedMessageSchema),
  /** With paging: the number of matching messages in both lists together. */
  totalCount: totalCountSchema,
  unreadCount: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe("Paged answers only: the caller's unread received messages in all, whatever the filters"),
});
export type MessageLists = z.infer<typeof messageListsSchema>;

/** How many recipients a sent message in a paged list names (its `recipientCount` says how many there are). */
export const RECIPIENT_PREVIEW = 3;

/**
 * Query of both message lists. Beyond the original, all optional, answered in SQL;
 * without them the original call answers as before. With `page` or `pageSize`: one page of the
 * merged list, newest first, split back into sentList and inboxList, with `totalCount` and
 * `unreadCount`. `search` matches the text, the other party's name (the sending creditor, a
 * recipient, the firm) or the date and time as the portal shows it ("2026-03-14 09:30", also
 * "2026/03/14"), Swedish time.
 */
export const messageListQuerySchema = pagedQuerySchema({
  direction: z
    .enum(['incoming', 'outgoing'], { error: 'validation.invalid' })
    .optional()
    .describe('incoming: the messages the caller received; outgoing: those it sent'),
  isRead: flagSchema
    .optional()
    .describe(
      'true: read received messages and every sent one (sent ones count as read); false: unread received ones',
    ),
  period: listPeriodSchema.optional().describe('Sent or received in this period'),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

/** The caller's unread received messages (the tab's badge, without loading the list). */
export const unreadCountSchema = z.object({
  unreadCount: z.number().int().nonnegative().describe("The caller's unread received messages in the case"),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const editMessageBodySchema = z.object({ notificationId: idSchema, notification: messageTextSchema });
export type EditMessageBody = z.input<typeof editMessageBodySchema>;

/**
 * DELETE .../notification/delete (JSON body): deletes the caller's own sent
 * message (`notificationId`) for every recipient; `notificationToId` is sent by
 * the original and may be left out.
 */
export const deleteMessageBodySchema = z.object({
  notificationId: idSchema,
  notificationToId: optionalIdSchema,
});
export type DeleteMessageBody = z.input<typeof deleteMessageBodySchema>;

/** PUT .../notification/setRead?notificationToId=: marks the caller's own recipient row read. */
export const setReadQuerySchema = recordIdSchema('notificationToId');

// ---- Creditor side (C, D): only on their own links, and sending only when the case allows creditor messages.

export const creditorSendMessageBodySchema = z.object({
  creditorCasesId: idSchema,
  caseId: idSchema,
  notification: messageTextSchema,
});
export type CreditorSendMessageBody = z.input<typeof creditorSendMessageBodySchema>;

/**
 * Each side's calls are about one of its creditor-case links (C, D) or one of its firm's cases (A, U):
 * that is their 404; the calls on one message name their own.
 */
const creditorSide = endpointGroup({
  tag: 'Messages',
  roles: ['C', 'D'],
  errors: { 404: 'No such creditor case' },
});
const firmSide = endpointGroup({ tag: 'Messages', roles: ['A', 'U'], errors: { 404: 'No such case' } });
const noSuchMessage = { 404: 'No such message' };

/** The calls on a received or an own sent message, the same on both sides but for whose messages they are. */
const ownMessageCalls = (side: 'creditor' | 'lawFirm', whose: string) => {
  const group = side === 'creditor' ? creditorSide : firmSide;
  const api = `/api/${side === 'creditor' ? 'Creditor' : 'LawFirm'}/notification` as const;
  return {
    edit: group(`${side}EditMessage`, `PUT ${api}/edit`, {
      summary: `Edit one of ${whose} own messages`,
      errors: noSuchMessage,
      body: editMessageBodySchema,
    }),
    setRead: group(`${side}SetMessageRead`, `PUT ${api}/setRead`, {
      summary: 'Mark a received message read',
      errors: noSuchMessage,
      query: setReadQuerySchema,
    }),
    delete: group(`${side}DeleteMessage`, `DELETE ${api}/delete`, {
      summary: `Delete one of ${whose} own messages`,
      errors: noSuchMessage,
      body: deleteMessageBodySchema,
    }),
  };
};

/**
 * A side's message list (messageListQuerySchema: paging and filters) and its unread count (the messages
 * tab's badge), the same on both sides but for what they are read by: the creditor's link or the case.
 */
const readMessageCalls = <Scope extends z.ZodRawShape>(
  side: 'creditor' | 'lawFirm',
  scope: Scope,
  texts: { list: string; count: string },
) => {
  const group = side === 'creditor' ? creditorSide : firmSide;
  const api = `/api/${side === 'creditor' ? 'Creditor' : 'LawFirm'}/notification` as const;
  return {
    list: group(`${side}GetMessages`, `GET ${api}/get`, {
      summary: texts.list,
      query: messageListQuerySchema.extend(scope),
      data: messageListsSchema,
    }),
    unreadCount: group(`${side}GetUnreadCount`, `GET ${api}/unreadCount`, {
      summary: texts.count,
      query: z.object(scope),
      data: unreadCountSchema,
    }),
  };
};

const sentMessageIdSchema = z.object({ notificationId: z.number().int() }).nullable();

export const creditorSendMessage = creditorSide(
  'creditorSendMessage',
  'POST /api/Creditor/notification/send',
  {
    summary: 'Send a message to the law firm of a followed case',
    body: creditorSendMessageBodySchema,
    data: sentMessageIdSchema,
  },
);

/**
 * GET /api/Creditor/notification/get: the link's messages; beyond the original:
 * GET /api/Creditor/notification/unreadCount?creditorCasesId= (the messages tab's badge).
 */
export const { list: creditorGetMessages, unreadCount: creditorGetUnreadCount } = readMessageCalls(
  'creditor',
  { creditorCasesId: idSchema },
  {
    list: 'List the messages of a followed case',
    count: 'Count the unread messages of a followed case',
  },
);

export const {
  edit: creditorEditMessage,
  setRead: creditorSetMessageRead,
  delete: creditorDeleteMessage,
} = ownMessageCalls('creditor', "the caller's");

// ---- Firm side (A, U of the case's firm).

/** POST /api/LawFirm/notification/send: to every creditor of the case, or to the chosen links. */
export const lawFirmSendMessageBodySchema = z
  .object({
    isSendToAll: optionalFlagSchema,
    creditorCasesIdList: z.array(idSchema).max(10000).optional().default([]),
    caseId: idSchema,
    notification: messageTextSchema,
  })
  .superRefine((value, ctx) => {
    if (!value.isSendToAll && value.creditorCasesIdList.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['creditorCasesIdList'],
        message: 'validation.selectAtLeastOneCreditor',
      });
  });
export type LawFirmSendMessageBody = z.input<typeof lawFirmSendMessageBodySchema>;

export const lawFirmSendMessage = firmSide('lawFirmSendMessage', 'POST /api/LawFirm/notification/send', {
  summary: "Send a message to a case's creditors",
  body: lawFirmSendMessageBodySchema,
  data: sentMessageIdSchema,
});

/**
 * GET /api/LawFirm/notification/get: the case's messages of the firm; beyond the original:
 * GET /api/LawFirm/notification/unreadCount?caseId= (the messages tab's badge).
 */
export const { list: lawFirmGetMessages, unreadCount: lawFirmGetUnreadCount } = readMessageCalls(
  'lawFirm',
  caseIdSchema.shape,
  {
    list: "List the firm's messages of a case",
    count: "Count the unread messages of a case's creditors to the firm",
  },
);

/** One creditor a firm message went to, with its read state. */
export const messageRecipientSchema = z.object({
  creditorName: z.string(),
  creditorCasesId: z.number().int(),
  isRead: z.boolean(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

/**
 * Beyond the original: GET /api/LawFirm/notification/recipients?notificationId=
 * the creditors a firm message went to, by name (the message's detail popup; a paged list
 * names only RECIPIENT_PREVIEW of them). Paged with `page`/`pageSize`; `search` matches the name.
 */
export const lawFirmGetRecipients = firmSide(
  'lawFirmGetRecipients',
  'GET /api/LawFirm/notification/recipients',
  {
    summary: 'List the creditors a firm message went to',
    errors: { 404: "No such message of the caller's firm" },
    query: pagedQuerySchema({ notificationId: idSchema.describe('A message the firm sent') }),
    data: pagedListSchema('recipientList', messageRecipientSchema),
  },
);

export const {
  edit: lawFirmEditMessage,
  setRead: lawFirmSetMessageRead,
  delete: lawFirmDeleteMessage,
} = ownMessageCalls('lawFirm', "the firm's");
