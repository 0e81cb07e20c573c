import { useTranslation } from 'react-i18next';
import { useToast } from './toast-store';

/**
 * The toast bar at the top of the page: success in green (role=status,
 * polite), errors in red (role=alert, assertive). Each hides after 5 s or
 * on its close button.
 */
export function ToastBar() {
  const { t } = useTranslation('common');
  const toasts = useToast((state) => state.toasts);
  const dismiss = useToast((state) => state.dismiss);
  return (
    <section className="portal-toasts" aria-label={t('common.toast.region')}>
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`portal-toast portal-toast--${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
          aria-live={item.kind === 'error' ? 'assertive' : 'polite'}
        >
          <span className="portal-toast__text">{item.text}</span>
          <button
            type="button"
            className="portal-toast__close"
            aria-label={t('common.toast.close')}
            onClick={() => dismiss(item.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
