import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { lawFirmLoginBodySchema } from 'shared-api';
import { paths } from '../../routes/paths';
import { LoginForm, loginFormSchemaFor } from './login-form';
import { PublicPage } from './public-page';
import { useLogin } from './use-login';

const schema = loginFormSchemaFor(lawFirmLoginBodySchema, 'EmalId');

/** `/`: sign-in for trustees and their staff (S, A, U). */
export function LawFirmLoginPage() {
  const { t } = useTranslation();
  const { login, busy } = useLogin('lawFirm');
  return (
    <PublicPage title={t('shell.login.lawFirmTitle')} intro={t('shell.login.lawFirmIntro')}>
      <LoginForm schema={schema} onSubmit={login} busy={busy} />
      <p className="shell-public__links">
        <Link to={paths.creditorLogin}>{t('shell.login.creditorPortalLink')}</Link>
      </p>
    </PublicPage>
  );
}
