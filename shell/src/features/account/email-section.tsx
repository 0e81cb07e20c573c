import { useTranslation } from 'react-i18next';
import { type Account, changeEmailBodySchema, confirmEmailBodySchema } from 'shared-api';
import type * as z from 'shared-api/zod';
import { CodeField, PasswordField, TextField, toast, useZodForm } from 'shared-ui/light';
import { AccountForm } from './account-form';
import { useChangeEmail, useConfirmEmail } from './use-account-writes';

type ChangeValues = z.input<typeof changeEmailBodySchema>;
type ConfirmValues = z.input<typeof confirmEmailBodySchema>;

/**
 * The sign-in e-mail (docs/decisions/0027-email-changes-wait-for-a-code.md): a new address counts only
 * once the code mailed to it is entered here, also when the firm's administrator made the change. Until
 * then the account signs in with, and is mailed at, the address it has.
 */
export function EmailSection({ account, onChange }: { account: Account; onChange: () => unknown }) {
  const { t } = useTranslation();
  const changeEmail = useChangeEmail();
  const confirmEmail = useConfirmEmail();
  const change = useZodForm(changeEmailBodySchema, { newEmail: '', password: '' }, { mode: 'onTouched' });
  const confirm = useZodForm(confirmEmailBodySchema, { code: '' }, { mode: 'onTouched' });

  const onChangeEmail = (body: ChangeValues) =>
    changeEmail.mutate(
      { body },
      {
        onSuccess: async () => {
          toast.success(t('shell.account.emailCodeSent'));
          change.reset({ newEmail: '', password: '' });
          await onChange();
        },
      },
    );
  const onConfirm = (body: ConfirmValues) =>
    confirmEmail.mutate(
      { body },
      {
        onSuccess: async () => {
          toast.success(t('shell.account.emailChanged'));
          confirm.reset({ code: '' });
          await onChange();
        },
      },
    );

  return (
    <section className="shell-account__section" aria-labelledby="account-email">
      <h2 id="account-email">{t('shell.account.emailTitle')}</h2>
      {account.pendingEmail ? (
        <>
          <p role="status" className="shell-account__notice">
            {t('shell.account.emailPending', { email: account.pendingEmail })}
          </p>
          <AccountForm
            onSubmit={confirm.handleSubmit(onConfirm)}
            submitText={t('shell.account.emailConfirm')}
            busy={confirmEmail.isPending}
          >
            <CodeField label={t('shell.account.emailCode')} {...confirm.field('code')} />
          </AccountForm>
        </>
      ) : null}
      <AccountForm
        onSubmit={change.handleSubmit(onChangeEmail)}
        submitText={t('shell.account.emailChange')}
        busy={changeEmail.isPending}
      >
        <TextField
          label={t('shell.account.emailNew')}
          type="email"
          autoComplete="email"
          {...change.field('newEmail')}
        />
        <PasswordField
          label={t('shell.account.currentPassword')}
          autoComplete="current-password"
          {...change.field('password')}
        />
      </AccountForm>
    </section>
  );
}
