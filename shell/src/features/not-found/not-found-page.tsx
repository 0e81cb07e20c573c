import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { PublicPage } from '../login/public-page';

/** Any unknown path outside the dashboard. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('shell.notFound.title')} intro={t('shell.notFound.text')}>
      <Link to={paths.lawFirmLogin}>{t('shell.notFound.home')}</Link>
    </PublicPage>
  );
}
