import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { PublicPage } from '../login/public-page';

/** `/creditors-portal-signup`: creditor sign-up (the form arrives with the sign-up issue). */
export function SignupPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('shell.signup.title')} intro={t('shell.signup.placeholder')}>
      <Link to={paths.creditorLogin}>{t('shell.signup.backToLogin')}</Link>
    </PublicPage>
  );
}
