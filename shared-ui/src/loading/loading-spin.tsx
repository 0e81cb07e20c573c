import { useTranslation } from 'react-i18next';
import { Spin } from 'shared-ui/antd';

/**
 * antd's Spin for a part of a page that is loading, named for screen readers. The name sits on a
 * `role="status"` wrapper: an `aria-label` on the Spin itself lands on a role-less div, which ARIA
 * prohibits (axe: aria-prohibited-attr).
 */
export function LoadingSpin() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="portal-loading-spin">
      <Spin />
      <span className="portal-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
