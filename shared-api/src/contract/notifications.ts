import { z } from 'zod';
import {
  dateTimeSchema,
  defineEndpoint,
  flagSchema,
  idSchema,
  noDataSchema,
  optionalIdSchema,
  pagingQuerySchema,
  totalCountSchema,
} from './common';

/**
 * Messages ("notifications", spec 2 §3, §7). A message has one sender (the
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
});
export type MessageLists = z.infer<typeof messageListsSchema>;

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
export const setReadQuerySchema = z.object({ notificationToId: idSchema });

// ---- Creditor side (C, D): only on their own links, and sending only when the case allows creditor messages.

export const creditorSendMessageBodySchema = z.object({
  creditorCasesId: idSchema,
  caseId: idSchema,
  notification: messageTextSchema,
});
export type CreditorSendMessageBody = z.input<typeof creditorSendMessageBodySchema>;

export const creditorSendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/Creditor/notification/send',
  body: creditorSendMessageBodySchema,
  data: z.object({ notificationId: z.number().int() }).nullable(),
  roles: ['C', 'D'],
});

/** GET /api/Creditor/notification/get: `search` matches text. */
export const creditorGetMessages = defineEndpoint({
  method: 'GET',
  path: '/api/Creditor/notification/get',
  query: pagingQuerySchema.extend({ creditorCasesId: idSchema }),
  data: messageListsSchema,
  roles: ['C', 'D'],
});

export const creditorEditMessage = defineEndpoint({
  method: 'PUT',
  path: '/api/Creditor/notification/edit',
  body: editMessageBodySchema,
  data: noDataSchema,
  roles: ['C', 'D'],
});

export const creditorSetMessageRead = defineEndpoint({
  method: 'PUT',
  path: '/api/Creditor/notification/setRead',
  query: setReadQuerySchema,
  data: noDataSchema,
  roles: ['C', 'D'],
});

export const creditorDeleteMessage = defineEndpoint({
  method: 'DELETE',
  path: '/api/Creditor/notification/delete',
  body: deleteMessageBodySchema,
  data: noDataSchema,
  roles: ['C', 'D'],
});

// ---- Firm side (A, U of the case's firm).

/** POST /api/LawFirm/notification/send: to every creditor of the case, or to the chosen links. */
export const lawFirmSendMessageBodySchema = z
  .object({
    isSendToAll: flagSchema.optional().default(false),
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

export const lawFirmSendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/LawFirm/notification/send',
  body: lawFirmSendMessageBodySchema,
  data: z.object({ notificationId: z.number().int() }).nullable(),
  roles: ['A', 'U'],
});

/** GET /api/LawFirm/notification/get: the case's messages of the firm. `search` matches text or creditor name. */
export const lawFirmGetMessages = defineEndpoint({
  method: 'GET',
  path: '/api/LawFirm/notification/get',
  query: pagingQuerySchema.extend({ caseId: idSchema }),
  data: messageListsSchema,
  roles: ['A', 'U'],
});

export const lawFirmSetMessageRead = defineEndpoint({
  method: 'PUT',
  path: '/api/LawFirm/notification/setRead',
  query: setReadQuerySchema,
  data: noDataSchema,
  roles: ['A', 'U'],
});

export const lawFirmEditMessage = defineEndpoint({
  method: 'PUT',
  path: '/api/LawFirm/notification/edit',
  body: editMessageBodySchema,
  data: noDataSchema,
  roles: ['A', 'U'],
});

export const lawFirmDeleteMessage = defineEndpoint({
  method: 'DELETE',
  path: '/api/LawFirm/notification/delete',
  body: deleteMessageBodySchema,
  data: noDataSchema,
  roles: ['A', 'U'],
});
