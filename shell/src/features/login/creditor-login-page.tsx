import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { creditorLoginBodySchema } from 'shared-api';
import { forgotPasswordPathFor, paths } from '../../routes/paths';
import { LoginForm, loginFormSchemaFor } from './login-form';
import { PublicPage } from './public-page';
import { useLogin } from './use-login';

const schema = loginFormSchemaFor(creditorLoginBodySchema, 'emalId');

/** `/creditors-portal` (and `/` on a creditor deployment): sign-in for creditors and debt collectors. */
export function CreditorLoginPage() {
  const { t } = useTranslation();
  const { login, busy } = useLogin('creditor');
  return (
    <PublicPage title={t('shell.login.creditorTitle')} intro={t('shell.login.creditorIntro')}>
      <LoginForm schema={schema} onSubmit={login} busy={busy} />
      <p className="shell-public__links">
        <Link to={forgotPasswordPathFor('creditor')}>{t('shell.login.forgotPassword')}</Link>
        <span>
          {t('shell.login.noAccount')} <Link to={paths.creditorSignup}>{t('shell.login.signUp')}</Link>
        </span>
      </p>
    </PublicPage>
  );
}
