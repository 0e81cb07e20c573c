import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from 'shared-ui';
import { Radio } from 'shared-ui/antd';
import { TextAreaField, toast, useZodForm } from 'shared-ui/light';
import { CreditorPicker } from '../creditor-picker/creditor-picker';
import type { TabSide } from '../tab-access';
import { emptyMessageForm, messageFormSchema } from './message-form-schema';
import type { MessageRow } from './message-rows';
import { useCreditorSendMessage, useEditMessage, useFirmSendMessage } from './use-message-writes';

export type WriteMessageDialogProps = {
  open: boolean;
  side: TabSide;
  caseId: number;
  creditorCasesId?: number | undefined;
  /** The sent message being edited, or null for a new one. */
  editing: MessageRow | null;
  onClose: () => void;
  onDone: () => void;
};

/** Write or edit a message: all creditors of the case or chosen ones; blank text is refused. */
export function WriteMessageDialog({
  open,
  side,
  caseId,
  creditorCasesId,
  editing,
  onClose,
  onDone,
}: WriteMessageDialogProps) {
  const { t } = useTranslation('tabs');
  const ids = { recipients: useId() };
  const choosesRecipients = side === 'lawfirm' && !editing;
  const schema = useMemo(() => messageFormSchema(choosesRecipients), [choosesRecipients]);
  const { register, handleSubmit, reset, watch, setValue, getValues, message, formState } = useZodForm(
    schema,
    emptyMessageForm(),
  );
  const toAll = watch('isSendToAll');
  const linkId = side === 'lawfirm' ? caseId : creditorCasesId;
  const edit = useEditMessage(side, linkId);
  const firmSend = useFirmSendMessage(caseId);
  const creditorSend = useCreditorSendMessage(creditorCasesId);

  useEffect(() => {
    if (open) reset(emptyMessageForm(editing?.text ?? ''));
  }, [open, editing, reset]);

  /** The write the dialog stands for; a failure is toasted by the mutation cache and keeps the dialog open. */
  const write = (text: string, chosen: number[]) => {
    if (editing) return edit.mutateAsync({ body: { notificationId: editing.messageId, notification: text } });
    if (side === 'lawfirm')
      return firmSend.mutateAsync({
        body: { isSendToAll: toAll, creditorCasesIdList: toAll ? [] : chosen, caseId, notification: text },
      });
    return creditorSend.mutateAsync({
      body: { creditorCasesId: creditorCasesId ?? 0, caseId, notification: text },
    });
  };

  const submit = handleSubmit(async () => {
    const { text, creditorCasesIdList: chosen } = getValues();
    await write(text.trim(), chosen).then(
      () => {
        toast.success(t(editing ? 'tabs.messages.toast.updated' : 'tabs.messages.toast.sent'));
        onDone();
        onClose();
      },
      () => undefined,
    );
  });

  const recipientsError = message('creditorCasesIdList');

  return (
    <FormModal
      open={open}
      title={t(editing ? 'tabs.messages.write.editTitle' : 'tabs.messages.write.title')}
      submitText={t(editing ? 'tabs.messages.write.save' : 'tabs.messages.write.send')}
      busy={formState.isSubmitting}
      onSubmit={submit}
      onCancel={onClose}
    >
      {choosesRecipients ? (
        <fieldset
          className="case-tabs__fieldset"
          aria-describedby={recipientsError ? ids.recipients : undefined}
        >
          <legend>{t('tabs.messages.write.sendTo')}</legend>
          <Radio.Group
            value={toAll ? 'all' : 'chosen'}
            onChange={(event) => setValue('isSendToAll', event.target.value === 'all')}
          >
            <Radio value="all">{t('tabs.messages.write.toAll')}</Radio>
            <Radio value="chosen">{t('tabs.messages.write.toChosen')}</Radio>
          </Radio.Group>
          {!toAll ? (
            <CreditorPicker
              multiple
              caseId={caseId}
              enabled={open}
              idOf={(link) => link.creditorCasesId}
              label={t('tabs.messages.write.chooseCreditors')}
              emptyText={t('tabs.messages.write.noCreditors')}
              errorKey="tabs.messages.toast.caseCreditorsFailed"
              value={watch('creditorCasesIdList')}
              onChange={(values) => setValue('creditorCasesIdList', values)}
            />
          ) : null}
          {recipientsError ? (
            <p id={ids.recipients} className="case-tabs__error" role="alert">
              {recipientsError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {side === 'creditor' && !editing ? (
        <p className="case-tabs__muted">{t('tabs.messages.write.toFirm')}</p>
      ) : null}
      <TextAreaField
        label={t('tabs.messages.write.text')}
        rows={6}
        maxLength={4000}
        announce
        error={message('text')}
        {...register('text')}
      />
    </FormModal>
  );
}
