import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  call,
  creditorEditMessage,
  creditorSendMessage,
  lawFirmEditMessage,
  lawFirmSendMessage,
} from 'shared-api';
import { FormModal } from 'shared-ui';
import { Radio } from 'shared-ui/antd';
import { TextAreaField, toast, useZodForm } from 'shared-ui/light';
import { CreditorPicker } from '../creditor-picker/creditor-picker';
import { reportError } from '../feedback';
import type { TabSide } from '../tab-access';
import { emptyMessageForm, messageFormSchema } from './message-form-schema';
import type { MessageRow } from './message-rows';

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

  useEffect(() => {
    if (open) reset(emptyMessageForm(editing?.text ?? ''));
  }, [open, editing, reset]);

  const submit = handleSubmit(async () => {
    const { text, creditorCasesIdList: chosen } = getValues();
    try {
      if (editing) {
        const body = { notificationId: editing.messageId, notification: text.trim() };
        await call(side === 'lawfirm' ? lawFirmEditMessage : creditorEditMessage, { body });
        toast.success(t('tabs.messages.toast.updated'));
      } else if (side === 'lawfirm') {
        await call(lawFirmSendMessage, {
          body: {
            isSendToAll: toAll,
            creditorCasesIdList: toAll ? [] : chosen,
            caseId,
            notification: text.trim(),
          },
        });
        toast.success(t('tabs.messages.toast.sent'));
      } else {
        await call(creditorSendMessage, {
          body: { creditorCasesId: creditorCasesId ?? 0, caseId, notification: text.trim() },
        });
        toast.success(t('tabs.messages.toast.sent'));
      }
      onDone();
      onClose();
    } catch (error) {
      const fallback = editing
        ? side === 'lawfirm'
          ? 'tabs.messages.toast.updateLawFirmFailed'
          : 'tabs.messages.toast.updateCreditorFailed'
        : 'tabs.messages.toast.sendFailed';
      reportError(error, fallback);
    }
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
