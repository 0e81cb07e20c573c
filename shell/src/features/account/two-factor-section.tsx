import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Account, useAuthStore } from 'shared-api';
import { Button, PasswordField, toast } from 'shared-ui/light';
import { TwoFactorSetup } from './two-factor-setup';
import { useDisableTwoFactor } from './use-account-writes';

/** Two-factor sign-in: its state, turning it on (with recovery codes shown once) and off. */
export function TwoFactorSection({ account, onChange }: { account: Account; onChange: () => Promise<void> }) {
  const { t } = useTranslation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');
  const disable = useDisableTwoFactor();

  const enabled = async (codes: string[]) => {
    setRecoveryCodes(codes);
    useAuthStore.getState().twoFactorSetUp();
    await onChange();
  };

  const turnOff = (event: React.FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { body: { password } },
      {
        onSuccess: async () => {
          toast.success(t('shell.account.disabled'));
          setPassword('');
          await onChange();
        },
      },
    );
  };

  return (
    <section className="shell-account__section" aria-labelledby="account-two-factor">
      <h2 id="account-two-factor">{t('shell.account.twoFactorTitle')}</h2>
      {recoveryCodes ? (
        <div className="shell-account__recovery">
          <h3>{t('shell.account.recoveryTitle')}</h3>
          <p>{t('shell.account.recoveryIntro')}</p>
          <ul aria-label={t('shell.account.recoveryTitle')}>
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <Button onClick={() => setRecoveryCodes(null)}>{t('shell.account.recoveryDone')}</Button>
        </div>
      ) : account.twoFactorEnabled ? (
        <>
          <p>{t('shell.account.twoFactorOn', { count: account.recoveryCodesLeft })}</p>
          {account.twoFactorRequired ? (
            <p>{t('shell.account.twoFactorRequired')}</p>
          ) : (
            <form noValidate onSubmit={turnOff} className="shell-account__form">
              <PasswordField
                label={t('shell.account.turnOffPassword')}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button type="submit" variant="secondary" busy={disable.isPending} disabled={!password}>
                {t('shell.account.turnOff')}
              </Button>
            </form>
          )}
        </>
      ) : (
        <>
          <p>{t('shell.account.twoFactorOff')}</p>
          <TwoFactorSetup onEnabled={(codes) => void enabled(codes)} />
        </>
      )}
    </section>
  );
}
