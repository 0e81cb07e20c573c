import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from 'shared-ui/antd';
import { Pager } from 'shared-ui/light';
import { PAGE_SIZE } from './text';

/**
 * One page the server answered: its items, how many match in all, whether a search or
 * filter is on (then nothing found is "no results", else "empty"), and whether a read runs.
 */
export type ServerPage<T> = { items: readonly T[]; total: number; filtered: boolean; loading: boolean };

export type TabListProps<T> = {
  /** The tab: its title names the list, its empty and no-results texts stand in for it. */
  area: 'messages' | 'documents' | 'claims';
  list: ServerPage<T>;
  /** The page shown and its setter. */
  page: readonly [number, (page: number) => void];
  /** One item's row, with its key. */
  children: (item: T) => ReactNode;
};

/**
 * A tab's list (messages, documents, claims): a spinner while the first load runs, else the empty or
 * no-results text or the page's items, then the numbered pager. The page shown stays while the next is
 * read.
 */
export function TabList<T>({ area, list, page, children }: TabListProps<T>) {
  const { t } = useTranslation('tabs');
  const [current, setPage] = page;
  const { items: shown, total, filtered } = list;
  const empty = total === 0 && !filtered;
  return (
    <>
      {list.loading && shown.length === 0 ? (
        <Spin />
      ) : shown.length === 0 ? (
        <p className="case-tabs__empty">{t(empty ? `tabs.${area}.empty` : `tabs.${area}.noResults`)}</p>
      ) : (
        <ul className="case-tabs__list" aria-label={t(`tabs.${area}.title`)}>
          {shown.map((item) => children(item))}
        </ul>
      )}
      <Pager page={current} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
    </>
  );
}
