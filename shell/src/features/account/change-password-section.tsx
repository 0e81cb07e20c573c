import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema, passwordConfirmation, useAuthStore, withStrongPassword } from 'shared-api';
import * as z from 'shared-api/zod';
import { PasswordField, toast, useZodForm } from 'shared-ui/light';
import { NewPasswordFields } from '../../components/new-password-fields';
import { AccountForm } from './account-form';
import { useChangePassword } from './use-change-password';

// Staff's rules: the length is in the contract's schema, the strength check loads when first needed.
const schema = withStrongPassword(
  changePasswordBodySchema
    .extend({ confirmPassword: z.string().optional() })
    .superRefine(passwordConfirmation('newPassword', 'confirmPassword')),
  'newPassword',
  'staff',
  () => [useAuthStore.getState().user?.email],
);
type Values = z.input<typeof schema>;
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The user's own password, with the current one (other sessions end; this one goes on). */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useZodForm(schema, empty, { mode: 'onTouched' });
  const { field, handleSubmit, reset } = form;
  const onSubmit = ({ currentPassword, newPassword }: Values) =>
    change.mutate(
      { body: { currentPassword, newPassword } },
      {
        onSuccess: () => {
          toast.success(t('shell.account.passwordChanged'));
          reset(empty);
        },
      },
    );
  return (
    <section className="shell-account__section" aria-labelledby="account-password">
      <h2 id="account-password">{t('shell.account.passwordTitle')}</h2>
      <AccountForm
        onSubmit={handleSubmit(onSubmit)}
        submitText={t('shell.account.changePassword')}
        busy={change.isPending}
      >
        <PasswordField
          label={t('shell.account.currentPassword')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <NewPasswordFields
          field="newPassword"
          form={form}
          labels={{
            password: t('shell.account.newPassword'),
            confirmation: t('shell.account.confirmPassword'),
          }}
        />
      </AccountForm>
    </section>
  );
}
