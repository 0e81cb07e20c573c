import { useTranslation } from 'react-i18next';
import { creditorLoginBodySchema } from 'shared-api';
import { AppLink, useAppSearchParams } from '../../navigation/navigation';
import { forgotPasswordPathFor, paths } from '../../navigation/paths';
import { loginFormSchemaFor } from './login-form';
import { LoginSteps } from './login-steps';
import { PublicPage } from './public-page';
import { useLogin } from './use-login';

const schema = loginFormSchemaFor(creditorLoginBodySchema, 'emalId');

/**
 * `/creditors-portal` (and `/` on a creditor deployment): sign-in for creditors and debt collectors.
 * From an invitation's link (`?invitation=<token>`) the sign-in then accepts it.
 */
export function CreditorLoginPage() {
  const { t } = useTranslation();
  const params = useAppSearchParams();
  const invitation = params.get('invitation');
  const login = useLogin('creditor', invitation);
  return (
    <PublicPage
      title={t('shell.login.creditorTitle')}
      intro={invitation ? t('shell.login.invited') : t('shell.login.creditorIntro')}
    >
      <LoginSteps login={login} schema={schema} usualStep="email" />
      <p className="shell-public__links">
        <AppLink to={forgotPasswordPathFor('creditor')}>{t('shell.login.forgotPassword')}</AppLink>
        <span>
          {t('shell.login.noAccount')}{' '}
          <AppLink
            to={
              invitation
                ? `${paths.creditorSignup}?invitation=${encodeURIComponent(invitation)}`
                : paths.creditorSignup
            }
          >
            {t('shell.login.signUp')}
          </AppLink>
        </span>
      </p>
    </PublicPage>
  );
}
