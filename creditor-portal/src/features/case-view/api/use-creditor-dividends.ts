import { useQuery } from '@tanstack/react-query';
import { endpointQuery, getCreditorDividends } from 'shared-api';

/** A creditor's own lines and the class totals of each published version of the case. */
export function useCreditorDividends(caseId: number, creditorId: number | null) {
  const { data, isPending, isError } = useQuery({
    ...endpointQuery(getCreditorDividends, { caseId, creditorId: creditorId ?? 0 }),
    enabled: creditorId !== null,
    meta: { errorKey: 'creditor.dividends.fetchFailed' },
  });
  return { versions: isError ? [] : (data ?? []), loading: creditorId !== null && isPending && !isError };
}
