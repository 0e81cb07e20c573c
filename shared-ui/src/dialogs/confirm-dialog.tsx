import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'shared-ui/antd';
import type { AskingDialogProps } from './dialog-props';

export type ConfirmDialogProps = AskingDialogProps & {
  title: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  /** The question's text: one paragraph, or `children` for more. */
  text?: string;
  children?: ReactNode;
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
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title}
      okText={confirmLabel}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ danger, loading: busy }}
      onOk={onConfirm}
      onCancel={onCancel}
      keyboard
      destroyOnHidden
    >
      {text ? <p>{text}</p> : null}
      {children}
    </Modal>
  );
}
