import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from 'shared-ui/light';

type Values = { confirmPassword?: string } & Record<string, unknown>;

/** A new password and its confirmation (re-checked when the password changes), with translated errors. */
export function NewPasswordFields<T extends Values>({
  field,
  register,
  errors,
  labels,
}: {
  field: keyof T & string;
  register: UseFormRegister<T>;
  errors: { password?: string | undefined; confirmation?: string | undefined };
  labels: { password: string; confirmation: string };
}) {
  const { t } = useTranslation();
  const text = (key: string | undefined) => (key ? t(key) : undefined);
  const reg = register as unknown as UseFormRegister<Values>;
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        error={text(errors.password)}
        {...reg(field, { deps: ['confirmPassword'] })}
      />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        error={text(errors.confirmation)}
        {...reg('confirmPassword')}
      />
    </>
  );
}
