import * as api from '../contract';
import { sampleReceivedMessage, sampleSentMessage } from './fixtures';
import type { Sample } from './sample';
import { sample } from './sample';

/** The samples of the message calls beyond the original contract, spread into `samples`. */
export const messageCountSamples = {
  lawFirmGetRecipients: {
    endpoint: api.lawFirmGetRecipients,
    query: { notificationId: 31, page: 1, pageSize: 20 },
    data: {
      recipientList: [
        { creditorName: 'Byggvaror i Norr AB', creditorCasesId: 22, isRead: false },
        { creditorName: 'Leverantören AB', creditorCasesId: 21, isRead: true },
      ],
      totalCount: 2,
    },
  } satisfies Sample<typeof api.lawFirmGetRecipients>,
  lawFirmGetUnreadCount: {
    endpoint: api.lawFirmGetUnreadCount,
    query: { caseId: 11 },
    data: { unreadCount: 1 },
  } satisfies Sample<typeof api.lawFirmGetUnreadCount>,
  creditorGetUnreadCount: {
    endpoint: api.creditorGetUnreadCount,
    query: { creditorCasesId: 21 },
    data: { unreadCount: 1 },
  } satisfies Sample<typeof api.creditorGetUnreadCount>,
};

const messages = { sentList: [sampleSentMessage], inboxList: [sampleReceivedMessage] };

/** The samples of the original message calls, spread into `samples`. */
export const messageSamples = {
  creditorSendMessage: sample(api.creditorSendMessage, {
    body: {
      creditorCasesId: 21,
      caseId: 11,
      notification: 'Vi har skickat in vår fordringsanmälan. Vänliga hälsningar, Leverantören AB',
    },
    data: { notificationId: 33 },
    message: 'Message sent successfully',
  }),
  creditorGetMessages: sample(api.creditorGetMessages, {
    query: { creditorCasesId: 21 },
    data: {
      sentList: [
        { ...sampleSentMessage, notificationId: 32, creditorNameList: [], sendByName: 'Leverantören AB' },
      ],
      inboxList: [
        {
          ...sampleReceivedMessage,
          notificationId: 31,
          notificationToId: 40,
          creditorName: null,
          lawfirmName: 'Nordlaw Advokatbyrå',
        },
      ],
    },
  }),
  creditorEditMessage: sample(api.creditorEditMessage, {
    body: { notificationId: 32, notification: 'Rättelse: fakturan gäller 48 900 kr inklusive moms.' },
    data: null,
    message: 'Message updated successfully',
  }),
  creditorSetMessageRead: sample(api.creditorSetMessageRead, { query: { notificationToId: 40 }, data: null }),
  creditorDeleteMessage: sample(api.creditorDeleteMessage, {
    body: { notificationId: 32, notificationToId: 41 },
    data: null,
    message: 'Notification deleted successfully',
  }),
  lawFirmSendMessage: sample(api.lawFirmSendMessage, {
    body: {
      isSendToAll: false,
      creditorCasesIdList: [21, 22],
      caseId: 11,
      notification: sampleSentMessage.notification,
    },
    data: { notificationId: 31 },
    message: 'Message sent successfully',
  }),
  lawFirmGetMessages: sample(api.lawFirmGetMessages, { query: { caseId: 11 }, data: messages }),
  lawFirmSetMessageRead: sample(api.lawFirmSetMessageRead, { query: { notificationToId: 41 }, data: null }),
  lawFirmEditMessage: sample(api.lawFirmEditMessage, {
    body: { notificationId: 31, notification: 'Hej! Bevakningsdagen är flyttad till den 15 maj.' },
    data: null,
    message: 'Message updated successfully',
  }),
  lawFirmDeleteMessage: sample(api.lawFirmDeleteMessage, {
    body: { notificationId: 31 },
    data: null,
    message: 'Notification deleted successfully',
  }),
};
