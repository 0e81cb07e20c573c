import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call, type ForgotPasswordBody, forgotPassword, forgotPasswordBodySchema } from 'shared-api';
import { Button, errorMessage, TextField, toast, withLoading } from 'shared-ui/light';
import { useHydrated } from '../../components/use-hydrated';

/** Step one: the e-mail address. The answer is the same whether or not it has an account. */
export function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = async ({ email }: ForgotPasswordBody) => {
    setBusy(true);
    try {
      await withLoading(call(forgotPassword, { body: { email } }));
      toast.success(t('shell.forgot.sent'));
      onSent(email.trim());
    } catch (failure) {
      toast.error(errorMessage(failure, 'shell.forgot.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="shell-login__form">
      <TextField
        label={t('shell.forgot.email')}
        type="email"
        autoComplete="username"
        error={errors.email?.message ? t(errors.email.message) : undefined}
        {...register('email')}
      />
      <Button type="submit" busy={busy} disabled={!hydrated} className="shell-login__submit">
        {t('shell.forgot.send')}
      </Button>
    </form>
  );
}
