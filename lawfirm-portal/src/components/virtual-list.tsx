import { type Key, type ReactNode, useEffect, useRef, useState } from 'react';

export type VirtualListProps<T> = {
  items: readonly T[];
  rowHeight: number;
  getKey: (item: T) => Key;
  renderRow: (item: T, index: number) => ReactNode;
  /** Rows drawn above and below the visible window. */
  overscan?: number;
  className?: string;
  /** Brings this row into view when it changes (the selected item). */
  scrollToIndex?: number;
  /** Called when the window (with its overscan) reaches the last row: time to read the next page. */
  onEndReached?: () => void;
  /** A row after the items (e.g. "Loading…" while the next page comes). */
  endRow?: ReactNode;
};

/** Height assumed before the list is measured (jsdom, first paint). */
const FALLBACK_HEIGHT = 640;

/**
 * A windowed list: only the rows in view (plus a few) are in the DOM, so a
 * sidebar of 10,000 cases scrolls and filters without lag. Rows have a fixed height.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  getKey,
  renderRow,
  overscan = 6,
  className,
  scrollToIndex,
  onEndReached,
  endRow,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(FALLBACK_HEIGHT);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight || FALLBACK_HEIGHT);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = scroller.current;
    if (!element || scrollToIndex === undefined || scrollToIndex < 0) return;
    const top = scrollToIndex * rowHeight;
    if (top < element.scrollTop || top + rowHeight > element.scrollTop + element.clientHeight)
      element.scrollTop = Math.max(0, top - rowHeight);
  }, [scrollToIndex, rowHeight]);

  // A shorter list (new search) must not leave the window past its end.
  const rowCount = items.length + (endRow ? 1 : 0);
  const maxTop = Math.max(0, rowCount * rowHeight - height);
  const top = Math.min(scrollTop, maxTop);
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(items.length, Math.ceil((top + height) / rowHeight) + overscan);
  const reachedEnd = last >= items.length;
  const itemCount = items.length;
  // Again after each page while the window still shows the end (a page shorter than the window).
  useEffect(() => {
    if (reachedEnd && itemCount > 0) onEndReached?.();
  }, [reachedEnd, itemCount, onEndReached]);
  const rows: ReactNode[] = [];
  for (let index = first; index < last; index++) {
    const item = items[index] as T;
    rows.push(
      <li
        key={getKey(item)}
        style={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {renderRow(item, index)}
      </li>,
    );
  }
  if (endRow)
    rows.push(
      <li
        key="end-row"
        style={{ position: 'absolute', top: items.length * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {endRow}
      </li>,
    );
  return (
    <div
      ref={scroller}
      className={className}
      style={{ overflowY: 'auto', flex: 1, minHeight: 0 }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul
        style={{
          position: 'relative',
          height: rowCount * rowHeight,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {rows}
      </ul>
    </div>
  );
}
