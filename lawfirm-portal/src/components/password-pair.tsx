import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from 'shared-ui';

export type PasswordPairProps = {
  /** The form's texts: its `password`, `confirmPassword` and `passwordEditHint`. */
  texts: 'lawfirm.users.form' | 'lawfirm.lawFirms.form';
  /** Editing: the password is optional (empty keeps it), with a hint saying so. */
  editing: boolean;
  /** useZodForm's field(). */
  field: (name: 'Password' | 'confirmPassword') => UseFormRegisterReturn & { error: string | undefined };
};

/** A law-firm or user form's new password and its confirmation. */
export function PasswordPair({ texts, editing, field }: PasswordPairProps) {
  const { t } = useTranslation();
  const password = t(`${texts}.password`);
  return (
    <>
      <PasswordField
        label={editing ? password : `${password} *`}
        hint={editing ? t(`${texts}.passwordEditHint`) : undefined}
        autoComplete="new-password"
        {...field('Password')}
      />
      <PasswordField
        label={t(`${texts}.confirmPassword`)}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}
