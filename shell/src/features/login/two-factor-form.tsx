import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { verifyTwoFactorBodySchema } from 'shared-api';
import { Button, TextField } from 'shared-ui/light';
import { z } from 'zod';

const schema = z.object({ code: verifyTwoFactorBodySchema.shape.code });
type Values = z.infer<typeof schema>;

/** The second step of a sign-in with two-factor on: a code from the app or a recovery code. */
export function TwoFactorForm({
  onSubmit,
  onCancel,
  busy,
}: {
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { code: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(({ code }) => onSubmit(code))} className="shell-login__form">
      <h2 className="shell-login__step">{t('shell.login.twoFactorTitle')}</h2>
      <p>{t('shell.login.twoFactorIntro')}</p>
      <TextField
        label={t('shell.login.twoFactorCode')}
        autoComplete="one-time-code"
        autoFocus
        error={errors.code?.message ? t(errors.code.message) : undefined}
        {...register('code')}
      />
      <Button type="submit" busy={busy} className="shell-login__submit">
        {t('shell.login.twoFactorSubmit')}
      </Button>
      <Button type="button" variant="link" onClick={onCancel}>
        {t('shell.login.twoFactorBack')}
      </Button>
    </form>
  );
}
