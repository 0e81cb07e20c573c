import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call, changePassword, changePasswordBodySchema, passwordConfirmation } from 'shared-api';
import { Button, errorMessage, PasswordField, toast } from 'shared-ui/light';
import { z } from 'zod';
import { NewPasswordFields } from '../../components/new-password-fields';

const schema = changePasswordBodySchema
  .extend({ confirmPassword: z.string().optional() })
  .superRefine(passwordConfirmation('newPassword', 'confirmPassword'));
type Values = z.input<typeof schema>;
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The user's own password, with the current one (other sessions end; this one goes on). */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: empty });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const error = (message: string | undefined) => (message ? t(message) : undefined);
  const onSubmit = async ({ currentPassword, newPassword }: Values) => {
    setBusy(true);
    try {
      await call(changePassword, { body: { currentPassword, newPassword } });
      toast.success(t('shell.account.passwordChanged'));
      reset(empty);
    } catch (failure) {
      toast.error(errorMessage(failure, 'shell.account.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="shell-account__section" aria-labelledby="account-password">
      <h2 id="account-password">{t('shell.account.passwordTitle')}</h2>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="shell-account__form">
        <PasswordField
          label={t('shell.account.currentPassword')}
          autoComplete="current-password"
          error={error(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          field="newPassword"
          form={form}
          errors={{ password: errors.newPassword?.message, confirmation: errors.confirmPassword?.message }}
          labels={{
            password: t('shell.account.newPassword'),
            confirmation: t('shell.account.confirmPassword'),
          }}
        />
        <Button type="submit" busy={busy}>
          {t('shell.account.changePassword')}
        </Button>
      </form>
    </section>
  );
}
