import { useTranslation } from 'react-i18next';
import { verifyTwoFactorBodySchema } from 'shared-api';
import * as z from 'shared-api/zod';
import { Button, CodeField, useZodForm } from 'shared-ui/light';
import { SubmitForm } from '../../components/submit-form';
import type { SecondStep } from './use-login';

const schema = z.object({ code: verifyTwoFactorBodySchema.shape.code });

/**
 * The second step of a sign-in: a code from the app or a recovery code (two-factor on), or the code just
 * mailed to the account (asked while the account has had many failed sign-ins).
 */
export function TwoFactorForm({
  onSubmit,
  onCancel,
  busy,
  method = 'totp',
}: {
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  method?: SecondStep;
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
      <h2 className="shell-login__step">
        {t(method === 'email' ? 'shell.login.mailedCodeTitle' : 'shell.login.twoFactorTitle')}
      </h2>
      <p>{t(method === 'email' ? 'shell.login.mailedCodeIntro' : 'shell.login.twoFactorIntro')}</p>
      <CodeField
        label={t('shell.login.twoFactorCode')}
        inputMode={method === 'email' ? 'numeric' : undefined}
        autoFocus
        {...field('code')}
      />
    </SubmitForm>
  );
}
