import { Checkbox, Input, Modal, Radio } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  call,
  creditorEditMessage,
  creditorSendMessage,
  creditorSendMessageBodySchema,
  editMessageBodySchema,
  lawFirmEditMessage,
  lawFirmSendMessage,
  lawFirmSendMessageBodySchema,
} from 'shared-api';
import { toast } from 'shared-ui/light';
import { reportError } from '../feedback';
import { fieldErrors } from '../form-errors';
import type { TabSide } from '../tab-access';
import type { MessageRow } from './message-rows';
import { useCaseCreditors } from './use-case-creditors';

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

/** Write or edit a message (spec 2 §2, §5): all creditors of the case or chosen ones; blank text is refused. */
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
  const ids = { text: useId(), recipients: useId() };
  const choosesRecipients = side === 'lawfirm' && !editing;
  const { creditors } = useCaseCreditors(caseId, open && choosesRecipients);
  const [text, setText] = useState('');
  const [toAll, setToAll] = useState(true);
  const [chosen, setChosen] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setText(editing?.text ?? '');
    setToAll(true);
    setChosen([]);
    setErrors({});
  }, [open, editing]);

  const validate = () => {
    if (editing)
      return fieldErrors(
        editMessageBodySchema.safeParse({ notificationId: editing.notificationId, notification: text }),
      );
    if (side === 'creditor')
      return fieldErrors(
        creditorSendMessageBodySchema.safeParse({ creditorCasesId, caseId, notification: text }),
      );
    const body = { isSendToAll: toAll, creditorCasesIdList: toAll ? [] : chosen, caseId };
    // Parsed twice so both texts show at once: zod skips the recipient rule while the text is blank.
    return {
      ...fieldErrors(lawFirmSendMessageBodySchema.safeParse({ ...body, notification: text.trim() || '-' })),
      ...fieldErrors(lawFirmSendMessageBodySchema.safeParse({ ...body, notification: text })),
    };
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (editing) {
        const body = { notificationId: editing.notificationId, notification: text.trim() };
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
    } finally {
      setBusy(false);
    }
  };

  const error = (field: string) => (errors[field] ? t(errors[field]!, { ns: 'common' }) : null);
  const recipientsError = error('creditorCasesIdList');
  const textError = error('notification');

  return (
    <Modal
      open={open}
      title={t(editing ? 'tabs.messages.write.editTitle' : 'tabs.messages.write.title')}
      okText={t(editing ? 'tabs.messages.write.save' : 'tabs.messages.write.send')}
      cancelText={t('tabs.actions.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={submit}
      onCancel={onClose}
      keyboard
      destroyOnHidden
    >
      {choosesRecipients ? (
        <fieldset
          className="case-tabs__fieldset"
          aria-describedby={recipientsError ? ids.recipients : undefined}
        >
          <legend>{t('tabs.messages.write.sendTo')}</legend>
          <Radio.Group
            value={toAll ? 'all' : 'chosen'}
            onChange={(event) => setToAll(event.target.value === 'all')}
          >
            <Radio value="all">{t('tabs.messages.write.toAll')}</Radio>
            <Radio value="chosen">{t('tabs.messages.write.toChosen')}</Radio>
          </Radio.Group>
          {!toAll ? (
            creditors.length > 0 ? (
              <Checkbox.Group
                className="case-tabs__checklist"
                aria-label={t('tabs.messages.write.chooseCreditors')}
                value={chosen}
                onChange={(values) => setChosen(values as number[])}
                options={creditors.map((link) => ({
                  value: link.creditorCasesId,
                  label: `${link.creditorResponse.creditorName} (${link.creditorResponse.creditorCompanyOrgNr})`,
                }))}
              />
            ) : (
              <p className="case-tabs__muted">{t('tabs.messages.write.noCreditors')}</p>
            )
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
      <label className="case-tabs__label" htmlFor={ids.text}>
        {t('tabs.messages.write.text')}
      </label>
      <Input.TextArea
        id={ids.text}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={textError ? true : undefined}
        aria-describedby={textError ? `${ids.text}-error` : undefined}
        maxLength={4000}
      />
      {textError ? (
        <p id={`${ids.text}-error`} className="case-tabs__error" role="alert">
          {textError}
        </p>
      ) : null}
    </Modal>
  );
}
