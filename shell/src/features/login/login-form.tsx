import { useTranslation } from 'react-i18next';
import * as z from 'shared-api/zod';
import { PasswordField, TextField, useZodForm } from 'shared-ui/light';
import { SubmitForm } from '../../components/submit-form';

type LoginBodySchema = z.ZodObject<
  { password: z.ZodType<string, string> } & Record<string, z.ZodType<string, string>>
>;

/**
 * The form's own field names (email, password) over the contract's rules:
 * the wire spells the e-mail `EmalId` for firms and `emalId` for creditors.
 */
export const loginFormSchemaFor = (bodySchema: LoginBodySchema, emailField: 'EmalId' | 'emalId') =>
  z.object({ email: bodySchema.shape[emailField]!, password: bodySchema.shape.password });

export type LoginFormValues = { email: string; password: string };

/** Email and password with translated errors, shown once a field was left or the form submitted. */
export function LoginForm({
  schema,
  onSubmit,
  busy,
}: {
  schema: ReturnType<typeof loginFormSchemaFor>;
  onSubmit: (values: LoginFormValues) => Promise<void>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { field, handleSubmit } = useZodForm(schema, { email: '', password: '' }, { mode: 'onTouched' });
  return (
    <SubmitForm
      onSubmit={handleSubmit(onSubmit)}
      submitText={t('shell.login.submit')}
      busy={busy}
      waitForHydration
    >
      <TextField label={t('shell.login.email')} type="email" autoComplete="username" {...field('email')} />
      <PasswordField
        label={t('shell.login.password')}
        autoComplete="current-password"
        {...field('password')}
      />
    </SubmitForm>
  );
}
