import { useTranslation } from 'react-i18next';
import { pageCountFor, pagerItems } from './pager-items';

export type PagerProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  className?: string;
};

/** The one pager of the portal. Nothing shows when everything fits on one page. */
export function Pager({ page, pageSize, total, onChange, className }: PagerProps) {
  const { t } = useTranslation('common');
  const pageCount = pageCountFor(total, pageSize);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav className={`portal-pager ${className ?? ''}`} aria-label={t('common.pager.label')}>
      <button
        type="button"
        className="portal-pager__button"
        onClick={() => onChange(current - 1)}
        disabled={current === 1}
        aria-label={t('common.pager.previous')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {pagerItems(current, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="portal-pager__button"
            aria-label={t('common.pager.page', { page: item })}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => item !== current && onChange(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="portal-pager__ellipsis" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="portal-pager__button"
        onClick={() => onChange(current + 1)}
        disabled={current === pageCount}
        aria-label={t('common.pager.next')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
