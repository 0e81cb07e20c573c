import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from 'shared-ui/light';
import { PAGE_SIZE, pageOf } from './text';

export type TabListProps<T> = {
  /** The tab: its title names the list, its empty and no-results texts stand in for it. */
  area: 'messages' | 'documents' | 'claims';
  /** Everything the tab holds, what its search and filters leave of it, and whether the first load runs. */
  list: { all: readonly T[]; visible: readonly T[]; loading: boolean };
  /** The page shown and its setter. */
  page: readonly [number, (page: number) => void];
  /** One item's row, with its key. */
  children: (item: T) => ReactNode;
};

/**
 * A tab's list (messages, documents, claims): a spinner while the first load runs, else the empty or
 * no-results text or one page of the items, then the numbered pager.
 */
export function TabList<T>({ area, list: { all, visible, loading }, page, children }: TabListProps<T>) {
  const { t } = useTranslation('tabs');
  const [current, setPage] = page;
  return (
    <>
      {loading && all.length === 0 ? (
        <Spin />
      ) : visible.length === 0 ? (
        <p className="case-tabs__empty">
          {t(all.length === 0 ? `tabs.${area}.empty` : `tabs.${area}.noResults`)}
        </p>
      ) : (
        <ul className="case-tabs__list" aria-label={t(`tabs.${area}.title`)}>
          {pageOf(visible, current, PAGE_SIZE).map((item) => children(item))}
        </ul>
      )}
      <Pager page={current} pageSize={PAGE_SIZE} total={visible.length} onChange={setPage} />
    </>
  );
}
