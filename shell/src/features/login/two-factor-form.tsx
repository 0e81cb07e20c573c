import { useTranslation } from 'react-i18next';
import { verifyTwoFactorBodySchema } from 'shared-api';
import * as z from 'shared-api/zod';
import { Button, TextField, useZodForm } from 'shared-ui/light';
import { SubmitForm } from '../../components/submit-form';

const schema = z.object({ code: verifyTwoFactorBodySchema.shape.code });

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
  const { field, handleSubmit } = useZodForm(schema, { code: '' }, { mode: 'onTouched' });
  return (
    <SubmitForm
      onSubmit={handleSubmit(({ code }) => onSubmit(code))}
      submitText={t('shell.login.twoFactorSubmit')}
      busy={busy}
      after={
        <Button type="button" variant="link" onClick={onCancel}>
          {t('shell.login.twoFactorBack')}
        </Button>
      }
    >
      <h2 className="shell-login__step">{t('shell.login.twoFactorTitle')}</h2>
      <p>{t('shell.login.twoFactorIntro')}</p>
      <TextField
        label={t('shell.login.twoFactorCode')}
        autoComplete="one-time-code"
        autoFocus
        {...field('code')}
      />
    </SubmitForm>
  );
}
