import { editMessageBodySchema } from 'shared-api';
import { z } from 'zod';

export type MessageFormValues = { text: string; isSendToAll: boolean; creditorCasesIdList: number[] };

/**
 * The message dialog's fields: the contract's message text and, when the firm writes a new message,
 * its recipients: all creditors of the case or at least one chosen (the rule of lawFirmSendMessageBodySchema,
 * checked even while the text is blank so both texts show at once).
 */
export const messageFormSchema = (choosesRecipients: boolean) =>
  z
    .object({
      text: editMessageBodySchema.shape.notification,
      isSendToAll: z.boolean(),
      creditorCasesIdList: z.array(z.number()),
    })
    .refine((form) => !choosesRecipients || form.isSendToAll || form.creditorCasesIdList.length > 0, {
      path: ['creditorCasesIdList'],
      message: 'validation.selectAtLeastOneCreditor',
      when: () => true,
    });

export const emptyMessageForm = (text = ''): MessageFormValues => ({
  text,
  isSendToAll: true,
  creditorCasesIdList: [],
});
