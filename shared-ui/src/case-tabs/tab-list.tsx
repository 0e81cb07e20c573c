import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from 'shared-ui/light';
import { PAGE_SIZE, pageOf } from './text';

/** A list the tab holds whole and pages itself: everything, what its search and filters leave of it. */
type LocalList<T> = { all: readonly T[]; visible: readonly T[]; loading: boolean };

/**
 * One page the server answered (issue 13 §1): its items, how many match in all, whether a search or
 * filter is on (then nothing found is "no results", else "empty"), and whether a read runs.
 */
export type ServerPage<T> = { items: readonly T[]; total: number; filtered: boolean; loading: boolean };

export type TabListProps<T> = {
  /** The tab: its title names the list, its empty and no-results texts stand in for it. */
  area: 'messages' | 'documents' | 'claims';
  list: LocalList<T> | ServerPage<T>;
  /** The page shown and its setter. */
  page: readonly [number, (page: number) => void];
  /** One item's row, with its key. */
  children: (item: T) => ReactNode;
};

const shape = <T,>(list: LocalList<T> | ServerPage<T>, current: number) =>
  'items' in list
    ? { shown: list.items, total: list.total, empty: list.total === 0 && !list.filtered }
    : {
        shown: pageOf(list.visible, current, PAGE_SIZE),
        total: list.visible.length,
        empty: list.all.length === 0,
      };

/**
 * A tab's list (messages, documents, claims): a spinner while the first load runs, else the empty or
 * no-results text or one page of the items, then the numbered pager. A server page keeps showing the
 * page it has while the next is read.
 */
export function TabList<T>({ area, list, page, children }: TabListProps<T>) {
  const { t } = useTranslation('tabs');
  const [current, setPage] = page;
  const { shown, total, empty } = shape(list, current);
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
