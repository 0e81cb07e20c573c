import { useQuery } from '@tanstack/react-query';
import { endpointQuery, getCaseById } from 'shared-api';
import { withLoadingSpinner } from 'shared-ui';

/** One case's details (read again when an edit invalidates getCaseById). */
export function useCase(caseId: number | null) {
  const { data } = useQuery({
    ...withLoadingSpinner(endpointQuery(getCaseById, { caseId: caseId ?? 0 })),
    enabled: caseId !== null,
    meta: { errorKey: 'lawfirm.errors.fetchCaseFailed' },
  });
  return caseId === null ? null : (data ?? null);
}
