import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { PublicPage } from '../login/public-page';

/** `/creditors-portal/verify-otp`: the e-mail comes from router state or `?email=`. The code boxes come with issue 4. */
export function VerifyOtpPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const stateEmail = (location.state as { email?: unknown } | null)?.email;
  const email = typeof stateEmail === 'string' ? stateEmail : (search.get('email') ?? '');
  return (
    <PublicPage title={t('shell.otp.title')} intro={t('shell.otp.placeholder', { email })}>
      <Link to={paths.creditorLogin}>{t('shell.otp.backToLogin')}</Link>
    </PublicPage>
  );
}
