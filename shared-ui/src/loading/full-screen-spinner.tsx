import { useTranslation } from 'react-i18next';
import { useLoading } from './loading-store';

/**
 * A full-screen spinner. Without `show` it follows the global loading flag
 * (see `withLoading`); with `show` it is controlled, e.g. as a Suspense fallback.
 */
export function FullScreenSpinner({ show }: { show?: boolean }) {
  const { t } = useTranslation('common');
  const busy = useLoading((state) => state.pending > 0);
  if (!(show ?? busy)) return null;
  return (
    <div className="portal-spinner-overlay" role="status" aria-live="polite">
      <div className="portal-spinner" aria-hidden="true" />
      <span className="portal-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
