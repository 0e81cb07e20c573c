import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  creditorGetInvoices,
  endpointBodyQuery,
  endpointKey,
  endpointQuery,
  type Invoice,
  lawFirmGetInvoices,
  useAuthStore,
} from 'shared-api';
import { tabQueryMeta } from '../feedback';
import type { TabSide } from '../tab-access';

const NONE: Invoice[] = [];

/** The query of the claims a side sees of a case (a creditor's: its own, and those it filed for others). */
const claimsQuery = (side: TabSide, caseId: number, creditorId: number | null) =>
  side === 'lawfirm'
    ? endpointQuery(lawFirmGetInvoices, { caseId })
    : endpointBodyQuery(creditorGetInvoices, { caseId, creditorId: creditorId ?? 0 });

/**
 * The firm: every claim of the case. A creditor or debt collector: its own (and those it filed for others).
 * `reload` (after a change) marks the claims stale and resolves once they are read again.
 */
export function useClaims(side: TabSide, caseId: number) {
  const queryClient = useQueryClient();
  const creditorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const enabled = side === 'lawfirm' || Boolean(creditorId);
  const { data, isPending, isFetching } = useQuery({
    ...(claimsQuery(side, caseId, creditorId) as ReturnType<typeof endpointQuery<typeof lawFirmGetInvoices>>),
    enabled,
    meta: tabQueryMeta('tabs.claims.toast.fetchFailed'),
  });
  const reload = useCallback(async () => {
    for (const endpoint of [lawFirmGetInvoices, creditorGetInvoices])
      await queryClient.invalidateQueries({ queryKey: endpointKey(endpoint, { caseId }) });
  }, [queryClient, caseId]);
  return { claims: data?.invoiceList ?? NONE, loading: enabled && (isPending || isFetching), reload };
}
