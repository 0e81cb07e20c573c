import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otpSchema } from 'shared-api';
import { Button, CodeField, PasswordField, toast } from 'shared-ui/light';
import { useEnableTwoFactor, useSetupTwoFactor } from './use-account-writes';

type Setup = { secret: string; qrCode: string };

/**
 * Turning two-factor on: QR code and key, a code from the app and the current password (a session alone
 * may not bind an authenticator), then the recovery codes once. Every other session ends; this one goes
 * on with the fresh token the answer hands it.
 */
export function TwoFactorSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const begin = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const busy = begin.isPending || enable.isPending;

  const start = () => begin.mutate({}, { onSuccess: setSetup });

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = otpSchema.safeParse(code);
    setCodeError(parsed.success ? undefined : t(parsed.error.issues[0]?.message ?? 'validation.otp'));
    setPasswordError(password ? undefined : t('validation.required'));
    if (!parsed.success || !password) return;
    enable.mutate(
      { body: { code: parsed.data, password } },
      {
        onSuccess: ({ recoveryCodes }) => {
          setPassword('');
          toast.success(t('shell.account.enabled'));
          onEnabled(recoveryCodes);
        },
      },
    );
  };

  if (!setup)
    return (
      <Button busy={busy} onClick={start}>
        {t('shell.account.turnOn')}
      </Button>
    );
  return (
    <form noValidate onSubmit={confirm} className="shell-account__form">
      <p>{t('shell.account.scan')}</p>
      <img
        className="shell-account__qr"
        src={setup.qrCode}
        alt={t('shell.account.qrAlt')}
        width={200}
        height={200}
      />
      <p>
        {t('shell.account.key')}: <code data-testid="totp-key">{setup.secret}</code>
      </p>
      <CodeField
        label={t('shell.account.code')}
        value={code}
        error={codeError}
        onChange={(event) => setCode(event.target.value)}
      />
      <PasswordField
        label={t('shell.account.currentPassword')}
        autoComplete="current-password"
        value={password}
        error={passwordError}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p className="shell-account__hint">{t('shell.account.turnOnEndsSessions')}</p>
      <Button type="submit" busy={busy}>
        {t('shell.account.confirm')}
      </Button>
    </form>
  );
}
