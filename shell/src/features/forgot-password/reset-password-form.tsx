import { useTranslation } from 'react-i18next';
import {
  type PasswordAudience,
  passwordConfirmation,
  resetPasswordBodySchema,
  STAFF_PASSWORD_MIN,
  withStrongPassword,
} from 'shared-api';
import * as z from 'shared-api/zod';
import { Button, CodeField, toast, useZodForm, writeSucceeded } from 'shared-ui/light';
import { NewPasswordFields } from '../../components/new-password-fields';
import { SubmitForm } from '../../components/submit-form';
import { useAppNavigate } from '../../navigation/navigation';
import { useResetPassword } from './use-forgot-password';

const base = resetPasswordBodySchema
  .omit({ email: true })
  .extend({ confirmPassword: z.string().optional() })
  .superRefine(passwordConfirmation('password', 'confirmPassword'));
type Values = z.input<typeof base>;
/**
 * The rules of the sign-in page the reset came from: staff's from the firms' page, a creditor's from the
 * creditors' page. The server applies the account's own rules in any case.
 */
const schemaFor = (audience: PasswordAudience) =>
  withStrongPassword(
    audience === 'staff'
      ? base.superRefine((values, ctx) => {
          if (values.password && values.password.length < STAFF_PASSWORD_MIN)
            ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordMinStaff' });
        })
      : base,
    'password',
    audience,
  );

/** Step two: the mailed code and the new password (twice). Success leads to the sign-in page. */
export function ResetPasswordForm({
  email,
  loginPath,
  audience,
  onOtherEmail,
}: {
  email: string;
  loginPath: string;
  audience: PasswordAudience;
  onOtherEmail: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const reset = useResetPassword();
  const form = useZodForm(
    schemaFor(audience),
    { code: '', password: '', confirmPassword: '' },
    { mode: 'onTouched' },
  );
  const { field, handleSubmit } = form;
  const onSubmit = async ({ code, password }: Values) => {
    if (!(await writeSucceeded(reset.mutateAsync({ body: { email, code: code.trim(), password } })))) return;
    toast.success(t('shell.forgot.success'));
    navigate(loginPath, { replace: true });
  };
  return (
    <SubmitForm
      onSubmit={handleSubmit(onSubmit)}
      submitText={t('shell.forgot.submit')}
      busy={reset.isPending}
      after={
        <Button type="button" variant="link" onClick={onOtherEmail}>
          {t('shell.forgot.otherEmail')}
        </Button>
      }
    >
      <CodeField label={t('shell.forgot.code')} {...field('code')} />
      <NewPasswordFields
        field="password"
        form={form}
        labels={{ password: t('shell.forgot.newPassword'), confirmation: t('shell.forgot.confirmPassword') }}
      />
    </SubmitForm>
  );
}
