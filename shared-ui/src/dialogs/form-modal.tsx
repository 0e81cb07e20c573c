import { type CSSProperties, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'shared-ui/antd';
import type { AskingDialogProps } from './dialog-props';

export type FormModalProps = AskingDialogProps & {
  title: ReactNode;
  /** The primary button's text (Save, Send, Upload...). */
  submitText: string;
  /** The cancel button's text; "Cancel" unless given. */
  cancelText?: string;
  /** The primary button is greyed out (e.g. until the form is valid). */
  submitDisabled?: boolean;
  onSubmit: () => unknown;
  /** The dialog's width in px (antd's 520 unless given). */
  width?: number;
  /** The form's own layout, e.g. a grid of fields. */
  formStyle?: CSSProperties;
  children: ReactNode;
};

const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The one dialog around a form: antd's Modal (labelled by its title, closes on Escape, full-screen below
 * 576 px by the shell's CSS) with one footer, Cancel and the primary submit. The body is a real form, so
 * Enter in a field submits; the first field has the focus when the dialog opens.
 */
export function FormModal({
  open,
  title,
  submitText,
  cancelText,
  busy = false,
  submitDisabled = false,
  onSubmit,
  onCancel,
  width,
  formStyle,
  children,
}: FormModalProps) {
  const { t } = useTranslation('common');
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstField = (opened: boolean) => {
    const form = formRef.current;
    // Not when the user already went to a field while the dialog was still opening.
    if (!opened || !form || form.contains(document.activeElement)) return;
    form.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      afterOpenChange={focusFirstField}
      keyboard
      destroyOnHidden
      width={width}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {cancelText ?? t('common.actions.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          htmlType="submit"
          form={formId}
          loading={busy}
          disabled={submitDisabled}
        >
          {submitText}
        </Button>,
      ]}
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        style={formStyle}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
