import { useTranslation } from 'react-i18next';
import { type ForgotPasswordBody, forgotPasswordBodySchema } from 'shared-api';
import { TextField, toast, useZodForm, writeSucceeded } from 'shared-ui/light';
import { SubmitForm } from '../../components/submit-form';
import { useForgotPassword } from './use-forgot-password';

/** Step one: the e-mail address. The answer is the same whether or not it has an account. */
export function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const send = useForgotPassword();
  const { field, handleSubmit } = useZodForm(forgotPasswordBodySchema, { email: '' }, { mode: 'onTouched' });
  const onSubmit = async ({ email }: ForgotPasswordBody) => {
    if (!(await writeSucceeded(send.mutateAsync({ body: { email } })))) return;
    toast.success(t('shell.forgot.sent'));
    onSent(email.trim());
  };
  return (
    <SubmitForm
      onSubmit={handleSubmit(onSubmit)}
      submitText={t('shell.forgot.send')}
      busy={send.isPending}
      waitForHydration
    >
      <TextField label={t('shell.forgot.email')} type="email" autoComplete="username" {...field('email')} />
    </SubmitForm>
  );
}
