import type { UseFormReturn } from 'react-hook-form';
import { PasswordField } from 'shared-ui/light';

type Values = { confirmPassword?: string } & Record<string, unknown>;
type Form<T extends Values> = Pick<UseFormReturn<T>, 'register' | 'trigger' | 'getFieldState'> & {
  /** useZodForm's translated error of a field. */
  message(name: string): string | undefined;
};

/**
 * A new password and its confirmation, each with the form's translated error. A change of the password
 * re-checks the confirmation only once the user has left that field: checking it earlier put "Confirm the password" under
 * the field being typed into, and that error vanished on the blur of the submit button's mouse-down, moving
 * the button away before the mouse-up, so the first click was lost.
 */
export function NewPasswordFields<T extends Values>({
  field,
  form,
  labels,
}: {
  field: keyof T & string;
  form: Form<T>;
  labels: { password: string; confirmation: string };
}) {
  const { register, trigger, getFieldState, message } = form as unknown as Form<Values>;
  const recheckConfirmation = () => {
    if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
  };
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        error={message(field)}
        {...register(field, { onChange: recheckConfirmation })}
      />
      <PasswordField
        label={labels.confirmation}
        autoComplete="new-password"
        error={message('confirmPassword')}
        {...register('confirmPassword')}
      />
    </>
  );
}
