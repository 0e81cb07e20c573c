import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'shared-ui/antd';
import { toast } from 'shared-ui/light';
import { copyText } from './copy-text';

/** Closes this long after a successful copy. */
const CLOSE_AFTER_COPY_MS = 300;

export type StandardMessageDialogProps = { open: boolean; onClose: () => void };

/** The firm's standard text for creditors, with a copy action. */
export function StandardMessageDialog({ open, onClose }: StandardMessageDialogProps) {
  const { t } = useTranslation('tabs');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const text = t('tabs.messages.standardDialog.text');
  const copy = async () => {
    if (await copyText(text)) {
      toast.success(t('tabs.messages.toast.copied'));
      timer.current = setTimeout(onClose, CLOSE_AFTER_COPY_MS);
    } else {
      toast.error(t('tabs.messages.toast.copyFailed'));
    }
  };
  return (
    <Modal
      open={open}
      title={t('tabs.messages.standardDialog.title')}
      okText={t('tabs.messages.standardDialog.copy')}
      cancelText={t('tabs.actions.close')}
      onOk={copy}
      onCancel={onClose}
      keyboard
      destroyOnHidden
    >
      <p className="case-tabs__pre">{text}</p>
    </Modal>
  );
}
