import { type Key, type ReactNode, type UIEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../search/list-search';
import './sidebar-frame.css';

export type SidebarFrameProps<T> = {
  title: string;
  items: readonly T[];
  getKey: (item: T) => Key;
  /** The text the search matches, case-insensitively (law-firm name or debtor name). */
  getSearchText: (item: T) => string;
  renderItem?: (item: T, selected: boolean) => ReactNode;
  selectedKey: Key | null | undefined;
  onSelect: (item: T) => void;
  searchPlaceholder?: string;
  /** Shown when there are no items at all (e.g. 'No cases yet'). */
  emptyState: ReactNode;
  /** Shown when the search matches nothing; default 'No results'. */
  noMatchText?: string;
  /** Buttons beside the title (add law firm, add case, select case…). */
  actions?: ReactNode;
  footer?: ReactNode;
  loading?: boolean;
  /** C and D: the list folds away under its title. */
  collapsible?: boolean;
  /**
   * Server search: the search box's text and its change; `items` are then the matches the
   * server sent (not filtered here) and `searched` says a search is in effect.
   */
  search?: { query: string; onQueryChange: (query: string) => void; searched: boolean };
  /** The selected item when the pages read do not hold it: shown first, so it stays in view. */
  pinned?: T | null;
  /** The list was scrolled near its end: read the next page, if there is one. */
  onEndReached?: () => void;
  /** The next page is being read. */
  loadingMore?: boolean;
};

/** Read the next page when the list is scrolled this close (px) to its end. */
const NEAR_END_PX = 120;

/**
 * The sidebar's content: title, search, list, empty states, footer. The
 * first item is selected automatically when nothing is. Portals render it
 * into the shell's 320 px sidebar through SidebarContent.
 */
export function SidebarFrame<T>({
  title,
  items,
  getKey,
  getSearchText,
  renderItem,
  selectedKey,
  onSelect,
  searchPlaceholder,
  emptyState,
  noMatchText,
  actions,
  footer,
  loading = false,
  collapsible = false,
  search,
  pinned = null,
  onEndReached,
  loadingMore = false,
}: SidebarFrameProps<T>) {
  const { t } = useTranslation('common');
  const [ownQuery, setOwnQuery] = useState('');
  const query = search ? search.query : ownQuery;
  const setQuery = search ? search.onQueryChange : setOwnQuery;
  const [open, setOpen] = useState(true);
  const listId = useId();

  const visible = useMemo(() => {
    if (search) return pinned && !search.searched ? [pinned, ...items] : items;
    const needle = query.trim().toLocaleLowerCase();
    return needle ? items.filter((item) => getSearchText(item).toLocaleLowerCase().includes(needle)) : items;
  }, [items, query, getSearchText, search, pinned]);
  const onScroll = onEndReached
    ? (event: UIEvent<HTMLDivElement>) => {
        const body = event.currentTarget;
        if (body.scrollTop + body.clientHeight >= body.scrollHeight - NEAR_END_PX) onEndReached();
      }
    : undefined;

  const first = items[0];
  const nothingSelected = selectedKey === null || selectedKey === undefined;
  useEffect(() => {
    if (nothingSelected && first !== undefined) onSelect(first);
  }, [nothingSelected, first, onSelect]);

  return (
    <nav className="portal-sidebar" aria-label={title}>
      <div className="portal-sidebar__head">
        {collapsible ? (
          <button
            type="button"
            className="portal-sidebar__title portal-sidebar__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> {title}
          </button>
        ) : (
          <h2 className="portal-sidebar__title">{title}</h2>
        )}
        {actions ? <div className="portal-sidebar__actions">{actions}</div> : null}
      </div>
      <SearchInput
        label={searchPlaceholder ?? t('common.search.label')}
        value={query}
        onChange={setQuery}
        className="portal-sidebar__search"
      />
      <div
        id={listId}
        hidden={!open}
        className="portal-sidebar__body"
        aria-busy={loading || undefined}
        onScroll={onScroll}
      >
        {(search ? visible.length === 0 && !search.searched : items.length === 0) && !loading ? (
          <div className="portal-sidebar__empty">{emptyState}</div>
        ) : visible.length === 0 && !loading ? (
          <p className="portal-sidebar__empty">{noMatchText ?? t('common.empty.noResults')}</p>
        ) : (
          <ul className="portal-sidebar__list">
            {visible.map((item) => {
              const key = getKey(item);
              const selected = key === selectedKey;
              return (
                <li key={key}>
                  <button
                    type="button"
                    className={`portal-sidebar__item ${selected ? 'portal-sidebar__item--selected' : ''}`}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onSelect(item)}
                  >
                    {renderItem ? renderItem(item, selected) : getSearchText(item)}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {loadingMore ? (
          <p className="portal-sidebar__empty" aria-live="polite">
            {t('common.loading')}
          </p>
        ) : null}
      </div>
      {footer ? <div className="portal-sidebar__footer">{footer}</div> : null}
    </nav>
  );
}
