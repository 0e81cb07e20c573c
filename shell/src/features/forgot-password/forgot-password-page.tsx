import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, useAppSearchParams } from '../../navigation/navigation';
import { paths } from '../../navigation/paths';
import { PublicPage } from '../login/public-page';
import { RequestCodeForm } from './request-code-form';
import { ResetPasswordForm } from './reset-password-form';

/**
 * `/forgot-password`, for every role: the e-mail, then the
 * mailed code with a new password. `?for=creditor` leads back to the creditor login.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const search = useAppSearchParams();
  const loginPath = search.get('for') === 'creditor' ? paths.creditorLogin : paths.lawFirmLogin;
  const [email, setEmail] = useState<string | null>(null);
  return (
    <PublicPage
      title={t('shell.forgot.title')}
      intro={email ? t('shell.forgot.resetIntro', { email }) : t('shell.forgot.intro')}
    >
      {email ? (
        <ResetPasswordForm
          email={email}
          loginPath={loginPath}
          audience={loginPath === paths.creditorLogin ? 'creditor' : 'staff'}
          onOtherEmail={() => setEmail(null)}
        />
      ) : (
        <RequestCodeForm onSent={setEmail} />
      )}
      <p className="shell-public__links">
        <AppLink to={loginPath}>{t('shell.forgot.backToLogin')}</AppLink>
      </p>
    </PublicPage>
  );
}
