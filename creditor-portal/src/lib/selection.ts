/**
 * The selection rules of the select-case and add-creditor screens, as plain functions: what the
 * search matches, the order (the saved selection first, so rows do not jump while the user ticks them) and
 * one page of five.
 */

export const SELECTION_PAGE_SIZE = 5;

const normalise = (value: string) => value.toLocaleLowerCase().trim();
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Case-insensitive match on any of the texts; an org. number also matches without its dash. */
export function matchesSearch(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const needle = normalise(query);
  if (!needle) return true;
  const needleDigits = digitsOf(needle);
  return texts.some((text) => {
    if (!text) return false;
    if (normalise(text).includes(needle)) return true;
    return (
      needleDigits.length > 0 &&
      needleDigits === needle.replace(/[\s-]/g, '') &&
      digitsOf(text).includes(needleDigits)
    );
  });
}

/** The items with those in `firstIds` before the rest, each group in its original order. */
export function selectedFirst<T>(
  items: readonly T[],
  firstIds: ReadonlySet<number>,
  idOf: (item: T) => number,
): T[] {
  return [
    ...items.filter((item) => firstIds.has(idOf(item))),
    ...items.filter((item) => !firstIds.has(idOf(item))),
  ];
}

export function toggleId(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** One page (1-based) of `size` items; a page past the end gives the last page. */
export function pageOf<T>(items: readonly T[], page: number, size = SELECTION_PAGE_SIZE): T[] {
  const last = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * size, current * size);
}

/** Save needs at least one selected id. */
export const canSave = (selected: ReadonlySet<number>) => selected.size > 0;
