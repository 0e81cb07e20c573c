import { useTranslation } from 'react-i18next';
import { useAuthStore } from 'shared-api';
import { Button } from 'shared-ui/light';
import { useSignOutEverywhere } from '../../session/sign-out';
import { ChangePasswordSection } from './change-password-section';
import { EmailSection } from './email-section';
import { TwoFactorSection } from './two-factor-section';
import { useAccount } from './use-account';
import './account-page.css';

/**
 * `/dashboard/account` for S, A and U: own e-mail (a new one counts once its mailed code is entered), own
 * password, two-factor sign-in, sign out everywhere.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { account, failed, reload } = useAccount();
  const setupRequired = useAuthStore((state) => state.twoFactorSetupRequired);
  const signOutEverywhere = useSignOutEverywhere();
  return (
    <div className="shell-account">
      <h1>{t('shell.account.title')}</h1>
      {setupRequired ? (
        <p role="alert" className="shell-account__notice">
          {t('shell.account.setupRequired')}
        </p>
      ) : null}
      {account ? <p>{account.email}</p> : null}
      {failed ? <p role="alert">{t('shell.account.failed')}</p> : null}
      {account ? <EmailSection account={account} onChange={reload} /> : null}
      <ChangePasswordSection />
      {account ? <TwoFactorSection account={account} onChange={reload} /> : null}
      <section className="shell-account__section" aria-labelledby="account-everywhere">
        <h2 id="account-everywhere">{t('shell.account.signOutEverywhereTitle')}</h2>
        <p>{t('shell.account.signOutEverywhereText')}</p>
        <Button variant="secondary" onClick={() => void signOutEverywhere()}>
          {t('shell.header.signOutEverywhere')}
        </Button>
      </section>
    </div>
  );
}
