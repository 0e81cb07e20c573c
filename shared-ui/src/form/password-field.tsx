import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../icons/line-icon';
import { TextField, type TextFieldProps } from './text-field';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <LineIcon size={20}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 20L20 4" strokeLinecap="round" /> : null}
    </LineIcon>
  );
}

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
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}
