import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, type ForgotPasswordBody, forgotPassword, forgotPasswordBodySchema } from 'shared-api';
import { errorMessage, TextField, toast, useZodForm, withLoading } from 'shared-ui/light';
import { SubmitForm } from '../../components/submit-form';

/** Step one: the e-mail address. The answer is the same whether or not it has an account. */
export function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { field, handleSubmit } = useZodForm(forgotPasswordBodySchema, { email: '' }, { mode: 'onTouched' });
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
    <SubmitForm
      onSubmit={handleSubmit(onSubmit)}
      submitText={t('shell.forgot.send')}
      busy={busy}
      waitForHydration
    >
      <TextField label={t('shell.forgot.email')} type="email" autoComplete="username" {...field('email')} />
    </SubmitForm>
  );
}
