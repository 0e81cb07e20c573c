import { useQuery } from '@tanstack/react-query';
import { type Case, endpointQuery, getCaseById } from 'shared-api';
import { withLoadingSpinner } from 'shared-ui';

/** How long a case taken from the firm's list counts as fresh: its details are not read again meanwhile. */
const LISTED_FRESH_MS = 30_000;

/** What the firm's case list holds, so a case it lists is shown without reading it again. */
export type ListedCases = { cases: readonly Case[]; ready: boolean; updatedAt: number };

/**
 * One case's details. A case the firm's list holds starts from the list's copy (no second request); one it
 * does not hold (a link to another case) is read. An edit invalidates getCaseById, so it is read again.
 */
export function useCase(caseId: number | null, list: ListedCases) {
  // Wait for the list: the cache entry is created with the list's copy, or read when the list lacks it.
  const id = list.ready ? caseId : null;
  const { data } = useQuery({
    ...withLoadingSpinner(endpointQuery(getCaseById, { caseId: id ?? 0 })),
    enabled: id !== null,
    initialData: () => list.cases.find((item) => item.caseId === id),
    initialDataUpdatedAt: list.updatedAt,
    staleTime: LISTED_FRESH_MS,
    meta: { errorKey: 'lawfirm.errors.fetchCaseFailed' },
  });
  return id === null ? null : (data ?? null);
}
