import { type Key, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListSearch, SearchInput, SidebarContent } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import type { SidebarPages } from '../lib/use-sidebar-pages';
import { VirtualList, type VirtualListProps } from './virtual-list';
import './sidebar-list.css';

export type SidebarListProps<T> = Pick<VirtualListProps<T>, 'items' | 'getKey'> & {
  title: string;
  /** The item's name in the list (law-firm name or debtor name). */
  getLabel: (item: T) => string;
  /** A second, smaller line under the item (e.g. the K-number). */
  getSubText?: (item: T) => string;
  selectedKey: Key | null;
  onSelect: (item: T) => void;
  /**
   * The selected item as read on its own: when the pages read so far do not hold it (a link to it), it is
   * shown first, so it stays in view.
   */
  selected?: T | null;
  searchLabel: string;
  /** The search box and the search in effect (no items then means no match, not an empty list). */
  search: Pick<ListSearch, 'query' | 'setQuery' | 'search'>;
  /** "1,234 cases": the count of all matches, when the server tells it. */
  totalText?: string;
  /** Shown when there are no items at all. */
  emptyState: ReactNode;
  /** Shown when the search matches nothing. */
  noMatchText: string;
  /** Buttons in the head, before the add button. */
  actions?: ReactNode;
  /** The "+" button that adds an item, named for screen readers by `label`; none when not given. */
  add?: { label: string; onClick: () => void } | undefined;
  footer?: ReactNode;
  /**
   * The list's paging (useSidebarPages): `loading` while the first page (or a new search) is read,
   * `loadingMore` (a loading row ends the list) while the next is, `loadMore` as the window nears its end.
   */
  pages: Pick<SidebarPages, 'loading' | 'loadingMore' | 'loadMore'>;
};

const ROW_HEIGHT = 56;

/**
 * The portal's sidebar: title, add button, a search the server answers and a windowed list that reads the
 * next page as the window nears its end (fast with 10,000 cases). When nothing is selected the first item
 * is selected automatically. It renders into the shell's sidebar (SidebarContent).
 */
export function SidebarList<T>({
  title,
  items,
  getKey,
  getLabel,
  getSubText,
  selectedKey,
  onSelect,
  selected = null,
  searchLabel,
  search,
  totalText,
  emptyState,
  noMatchText,
  actions,
  add,
  footer,
  pages: { loading, loadingMore, loadMore },
}: SidebarListProps<T>) {
  const { t } = useTranslation('common');

  const first = items[0];
  const nothingSelected = selectedKey === null;
  useEffect(() => {
    if (nothingSelected && first !== undefined) onSelect(first);
  }, [nothingSelected, first, onSelect]);

  const searched = search.search !== '';
  const selectedItemKey = selected === null ? null : getKey(selected);
  const pinned =
    selected !== null && !items.some((item) => getKey(item) === selectedItemKey) ? selected : null;
  const visible = pinned && !searched ? [pinned, ...items] : items;
  const selectedIndex = selectedKey === null ? -1 : visible.findIndex((item) => getKey(item) === selectedKey);

  return (
    <SidebarContent>
      <nav className="portal-sidebar lf-sidebar" aria-label={title}>
        <div className="portal-sidebar__head">
          <h2 className="portal-sidebar__title">{title}</h2>
          {actions || add ? (
            <div className="portal-sidebar__actions">
              {actions}
              {add ? (
                <Button type="primary" aria-label={add.label} onClick={add.onClick}>
                  +
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        <SearchInput label={searchLabel} value={search.query} onChange={search.setQuery} />
        {totalText !== undefined ? (
          <p className="lf-sidebar__count" aria-live="polite">
            {totalText}
          </p>
        ) : null}
        {visible.length === 0 && !loading ? (
          searched ? (
            <p className="portal-sidebar__empty lf-sidebar__empty">{noMatchText}</p>
          ) : (
            <div className="portal-sidebar__empty lf-sidebar__empty">{emptyState}</div>
          )
        ) : (
          <VirtualList
            items={visible}
            rowHeight={ROW_HEIGHT}
            getKey={getKey}
            scrollToIndex={selectedIndex}
            onEndReached={loadMore}
            endRow={
              loadingMore ? (
                <p className="lf-sidebar__more" aria-live="polite">
                  {t('common.loading')}
                </p>
              ) : null
            }
            renderRow={(item) => {
              const current = getKey(item) === selectedKey;
              const sub = getSubText?.(item);
              return (
                <button
                  type="button"
                  className={`portal-sidebar__item lf-sidebar__item ${current ? 'portal-sidebar__item--selected' : ''}`}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(item)}
                >
                  {getLabel(item)}
                  {sub ? <span className="lf-sidebar__sub">{sub}</span> : null}
                </button>
              );
            }}
          />
        )}
        {loading ? <p aria-live="polite">{t('common.loading')}</p> : null}
        {footer ? <div className="portal-sidebar__footer">{footer}</div> : null}
      </nav>
    </SidebarContent>
  );
}
