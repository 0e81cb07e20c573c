import { useTranslation } from 'react-i18next';
import { AppLink } from '../../navigation/navigation';
import { paths } from '../../navigation/paths';
import { PublicPage } from '../login/public-page';

/** Any unknown path outside the dashboard. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('shell.notFound.title')} intro={t('shell.notFound.text')}>
      <AppLink to={paths.lawFirmLogin}>{t('shell.notFound.home')}</AppLink>
    </PublicPage>
  );
}
