import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from 'shared-ui/light';

type Values = { confirmPassword?: string } & Record<string, unknown>;
type Form<T extends Values> = Pick<UseFormReturn<T>, 'register' | 'trigger' | 'getFieldState'>;

/**
 * A new password and its confirmation, with translated errors. A change of the password re-checks the
 * confirmation only once the user has left that field: checking it earlier put "Confirm the password" under
 * the field being typed into, and that error vanished on the blur of the submit button's mouse-down, moving
 * the button away before the mouse-up, so the first click was lost.
 */
export function NewPasswordFields<T extends Values>({
  field,
  form,
  errors,
  labels,
}: {
  field: keyof T & string;
  form: Form<T>;
  errors: { password?: string | undefined; confirmation?: string | undefined };
  labels: { password: string; confirmation: string };
}) {
  const { t } = useTranslation();
  const text = (key: string | undefined) => (key ? t(key) : undefined);
  const { register, trigger, getFieldState } = form as unknown as Form<Values>;
  const recheckConfirmation = () => {
    if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
  };
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        error={text(errors.password)}
        {...register(field, { onChange: recheckConfirmation })}
      />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        error={text(errors.confirmation)}
        {...register('confirmPassword')}
      />
    </>
  );
}
