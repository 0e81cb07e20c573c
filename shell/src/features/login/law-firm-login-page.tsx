import { useTranslation } from 'react-i18next';
import { lawFirmLoginBodySchema } from 'shared-api';
import { AppLink } from '../../navigation/navigation';
import { forgotPasswordPathFor, paths } from '../../navigation/paths';
import { loginFormSchemaFor } from './login-form';
import { LoginSteps } from './login-steps';
import { PublicPage } from './public-page';
import { useLogin } from './use-login';

const schema = loginFormSchemaFor(lawFirmLoginBodySchema, 'EmalId');

/** `/`: sign-in for trustees and their staff (S, A, U). */
export function LawFirmLoginPage() {
  const { t } = useTranslation();
  const login = useLogin('lawFirm');
  return (
    <PublicPage title={t('shell.login.lawFirmTitle')} intro={t('shell.login.lawFirmIntro')}>
      <LoginSteps login={login} schema={schema} usualStep="totp" />
      <p className="shell-public__links">
        <AppLink to={forgotPasswordPathFor('lawFirm')}>{t('shell.login.forgotPassword')}</AppLink>
        <AppLink to={paths.creditorLogin}>{t('shell.login.creditorPortalLink')}</AppLink>
      </p>
    </PublicPage>
  );
}
