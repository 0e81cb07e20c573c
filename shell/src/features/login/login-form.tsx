import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, PasswordField, TextField } from 'shared-ui/light';
import { z } from 'zod';
import { useHydrated } from '../../components/use-hydrated';

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
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const errorText = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="shell-login__form">
      <TextField
        label={t('shell.login.email')}
        type="email"
        autoComplete="username"
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField
        label={t('shell.login.password')}
        autoComplete="current-password"
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" busy={busy} disabled={!hydrated} className="shell-login__submit">
        {t('shell.login.submit')}
      </Button>
    </form>
  );
}
