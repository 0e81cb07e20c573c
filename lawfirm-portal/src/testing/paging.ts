/**
 * What a paged list call of the server answers, for msw handlers: the items matching `search`
 * (case-insensitive, in `textOf`), the page `page` of `pageSize` of them, and the total of all matches.
 * Without `page`, the whole list (as the server answers an unpaged call).
 */
export function pageFromUrl<T>(
  url: URL,
  items: readonly T[],
  textOf: (item: T) => string,
): { items: T[]; totalCount: number } {
  const search = url.searchParams.get('search')?.trim().toLocaleLowerCase() ?? '';
  const matching = search
    ? items.filter((item) => textOf(item).toLocaleLowerCase().includes(search))
    : [...items];
  const page = Number(url.searchParams.get('page')) || 0;
  const pageSize = Number(url.searchParams.get('pageSize')) || matching.length;
  const shown = page ? matching.slice((page - 1) * pageSize, page * pageSize) : matching;
  return { items: shown, totalCount: matching.length };
}
