export type PagerItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages a pager shows: every page up to 5; otherwise 1–4, an
 * ellipsis and the last page near the start, the mirror of that near the
 * end, or the first page, a window around the current one and the last.
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 5) return Array.from({ length: pageCount }, (_, index) => index + 1);
  if (current <= 3) return [1, 2, 3, 4, 'ellipsis-end', pageCount];
  if (current >= pageCount - 2)
    return [1, 'ellipsis-start', pageCount - 3, pageCount - 2, pageCount - 1, pageCount];
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', pageCount];
}

export const pageCountFor = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
