import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle that names what it does. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="portal-field__toggle"
          aria-pressed={visible}
          aria-label={visible ? t('common.form.hidePassword') : t('common.form.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <span aria-hidden="true">{visible ? '🙈' : '👁'}</span>
        </button>
      }
    />
  );
}
