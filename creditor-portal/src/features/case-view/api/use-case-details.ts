import { useQuery } from '@tanstack/react-query';
import { endpointQuery, getCaseById } from 'shared-api';

/** The details of the case shown (null while none is chosen or it loads). */
export function useCaseDetails(caseId: number | null) {
  const { data, isFetching, isError } = useQuery({
    ...endpointQuery(getCaseById, { caseId: caseId ?? 0 }),
    enabled: caseId !== null,
    meta: { errorKey: 'common.errors.somethingWentWrong' },
  });
  return { details: caseId === null || isError ? null : (data ?? null), loading: isFetching };
}
