import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question (publish, delete) labelled by its title; Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('tabs');
  return (
    <Modal
      open={open}
      title={title}
      okText={confirmLabel}
      cancelText={t('tabs.actions.cancel')}
      okButtonProps={{ danger, loading: busy }}
      onOk={onConfirm}
      onCancel={onCancel}
      keyboard
      destroyOnHidden
    >
      <p>{text}</p>
    </Modal>
  );
}
