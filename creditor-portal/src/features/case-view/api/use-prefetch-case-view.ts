import { useQueryClient } from '@tanstack/react-query';
import { prefetchFirstMessages } from 'case-tabs';
import { useEffect } from 'react';
import { endpointQuery, getLawFirmById, type SelectedCase } from 'shared-api';
import { LAW_FIRM_FRESH_MS } from './use-law-firm';

/** A read the case view starts itself counts as fresh this long: switching back to a case does not repeat it. */
const PREFETCH_FRESH_MS = 30_000;

/**
 * The case view is drawn only once the case's details answer, and only then would its header ask for the
 * firm (its logo) and the messages tab for its first page. The followed case already names both its firm
 * and its creditor-case link, so both are read alongside the details instead of after them.
 */
export function usePrefetchCaseView(item: SelectedCase | null): void {
  const queryClient = useQueryClient();
  const lawFirmId = item?.lawFirmId ?? null;
  const linkId = item?.creditorCasesId ?? null;
  useEffect(() => {
    if (lawFirmId === null) return;
    void queryClient.prefetchQuery({
      ...endpointQuery(getLawFirmById, { lawFirmId }),
      staleTime: LAW_FIRM_FRESH_MS,
    });
  }, [queryClient, lawFirmId]);
  useEffect(() => {
    if (linkId !== null) void prefetchFirstMessages(queryClient, 'creditor', linkId, PREFETCH_FRESH_MS);
  }, [queryClient, linkId]);
}
