import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Button } from 'shared-ui/light';
import { PublicPage } from '../features/login/public-page';

/** When a page throws or its code cannot be fetched (e.g. the dashboard chunk offline): say so, offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('[shell] a page failed', error);
  }, [error]);
  return (
    <PublicPage title={t('shell.error.title')} intro={t('shell.error.text')}>
      <Button onClick={() => window.location.reload()}>{t('shell.error.reload')}</Button>
    </PublicPage>
  );
}
