import { Input } from 'antd';
import { type Key, type ReactNode, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualList } from './virtual-list';
import './sidebar-list.css';

export type SidebarListProps<T> = {
  title: string;
  items: readonly T[];
  getKey: (item: T) => Key;
  /** The text the search matches, case-insensitively (law-firm name or debtor name). */
  getSearchText: (item: T) => string;
  /** A second, smaller line under the item (e.g. the K-number). */
  getSubText?: (item: T) => string;
  selectedKey: Key | null;
  onSelect: (item: T) => void;
  searchLabel: string;
  /** Shown when there are no items at all. */
  emptyState: ReactNode;
  /** Shown when the search matches nothing. */
  noMatchText: string;
  actions?: ReactNode;
  footer?: ReactNode;
  loading?: boolean;
};

const ROW_HEIGHT = 56;

/**
 * The portal's sidebar: title, add button, case-insensitive search and a
 * windowed list (fast with 10,000 cases). When nothing is selected the first
 * item is selected automatically (spec 1 §2).
 */
export function SidebarList<T>({
  title,
  items,
  getKey,
  getSearchText,
  getSubText,
  selectedKey,
  onSelect,
  searchLabel,
  emptyState,
  noMatchText,
  actions,
  footer,
  loading = false,
}: SidebarListProps<T>) {
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  // Typing stays responsive: filtering 10,000 names follows at React's lower priority.
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();

  const haystack = useMemo(
    () => items.map((item) => getSearchText(item).toLocaleLowerCase()),
    [items, getSearchText],
  );
  const visible = useMemo(() => {
    const needle = deferredQuery.trim().toLocaleLowerCase();
    return needle ? items.filter((_, index) => haystack[index]?.includes(needle)) : items;
  }, [items, haystack, deferredQuery]);

  const first = items[0];
  const nothingSelected = selectedKey === null;
  useEffect(() => {
    if (nothingSelected && first !== undefined) onSelect(first);
  }, [nothingSelected, first, onSelect]);

  const selectedIndex = selectedKey === null ? -1 : visible.findIndex((item) => getKey(item) === selectedKey);

  return (
    <nav className="lf-sidebar" aria-label={title}>
      <div className="lf-sidebar__head">
        <h2 className="lf-sidebar__title">{title}</h2>
        {actions ? <div className="lf-sidebar__actions">{actions}</div> : null}
      </div>
      <label htmlFor={searchId} className="lf-visually-hidden">
        {searchLabel}
      </label>
      <Input
        id={searchId}
        type="search"
        allowClear
        value={query}
        placeholder={searchLabel}
        onChange={(event) => setQuery(event.target.value)}
      />
      {items.length === 0 && !loading ? (
        <div className="lf-sidebar__empty">{emptyState}</div>
      ) : visible.length === 0 && !loading ? (
        <p className="lf-sidebar__empty">{noMatchText}</p>
      ) : (
        <VirtualList
          items={visible}
          rowHeight={ROW_HEIGHT}
          getKey={getKey}
          scrollToIndex={selectedIndex}
          renderRow={(item) => {
            const selected = getKey(item) === selectedKey;
            const sub = getSubText?.(item);
            return (
              <button
                type="button"
                className={`lf-sidebar__item ${selected ? 'lf-sidebar__item--selected' : ''}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(item)}
              >
                {getSearchText(item)}
                {sub ? <span className="lf-sidebar__sub">{sub}</span> : null}
              </button>
            );
          }}
        />
      )}
      {loading ? <p aria-live="polite">{t('common.loading')}</p> : null}
      {footer ? <div className="lf-sidebar__footer">{footer}</div> : null}
    </nav>
  );
}
