import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  type Claim,
  type ClaimListQuery,
  creditorGetClaims,
  endpointBodyQuery,
  endpointKey,
  endpointQuery,
  lawFirmGetClaims,
  useAuthStore,
} from 'shared-api';
import { tabQueryMeta } from '../feedback';
import type { TabSide } from '../tab-access';
import { keepPageOf } from '../tab-paging';
import { PAGE_SIZE } from '../text';
import type { TimeFilter } from '../time-filter';
import type { ClaimStatusFilter, DeadlineFilter } from './claim-rows';

/** What the claim centre filters on; the server answers them. */
export type ClaimFilters = {
  /** The search once typing has paused: the file name or the reference. */
  search: string;
  status: ClaimStatusFilter;
  time: TimeFilter;
  /** Late claims only, or those filed in time. */
  deadline: DeadlineFilter;
};

/** The filters as the list's query: 'all' and an empty search are left out. */
export const claimListQuery = ({ search, status, time, deadline }: ClaimFilters): ClaimListQuery => ({
  ...(search ? { search } : {}),
  ...(status !== 'all' ? { invoiceStatus: status } : {}),
  ...(time !== 'all' ? { period: time } : {}),
  ...(deadline !== 'all' ? { isLate: deadline === 'late' } : {}),
});

/** Whether a search or filter is on (nothing found is then "no results", not "no claims yet"). */
export const isFiltered = (filters: ClaimFilters) => Object.keys(claimListQuery(filters)).length > 0;

/** How many claims the export reads a call: about 0.7 KB each, so an answer stays under 100 KB. */
export const EXPORT_PAGE_SIZE = 120;

/** The query of one page of the claims a side sees of a case (a creditor's: its own, and those it filed for others). */
const claimsQuery = (side: TabSide, caseId: number, creditorId: number | null, query: ClaimListQuery) =>
  (side === 'lawfirm'
    ? endpointQuery(lawFirmGetClaims, { caseId, ...query })
    : endpointBodyQuery(creditorGetClaims, { caseId, creditorId: creditorId ?? 0 }, query)) as ReturnType<
    typeof endpointQuery<typeof lawFirmGetClaims>
  >;

const NONE: Claim[] = [];

/** The signed-in creditor (or debt collector), and whether this side can read its claims. */
function useReader(side: TabSide) {
  const creditorId = useAuthStore((state) => state.user?.creditorId ?? null);
  return { creditorId, enabled: side === 'lawfirm' || Boolean(creditorId) };
}

/**
 * One page (PAGE_SIZE) of the claims of a case under the filters, read from the server with how many match
 * and their totals (the firm's total and chart). The firm: every claim of the case; a creditor or debt
 * collector: its own (and those it filed for others). The page shown (of this case) stays while the next is read.
 */
export function useClaimPage(side: TabSide, caseId: number, filters: ClaimFilters, page: number) {
  const { creditorId, enabled } = useReader(side);
  const { data, isPending, isFetching, isPlaceholderData } = useQuery({
    ...claimsQuery(side, caseId, creditorId, { ...claimListQuery(filters), page, pageSize: PAGE_SIZE }),
    enabled,
    placeholderData: keepPageOf(
      endpointKey(side === 'lawfirm' ? lawFirmGetClaims : creditorGetClaims, { caseId }),
    ),
    meta: tabQueryMeta('tabs.claims.toast.fetchFailed'),
  });
  const claims = data?.invoiceList ?? NONE;
  return {
    claims,
    total: data?.totalCount ?? claims.length,
    totals: data?.totals,
    loading: enabled && (isPending || isFetching),
    /** The answer is the page asked for under these filters (not the previous one kept on screen). */
    current: data !== undefined && !isPlaceholderData,
  };
}

/**
 * Reads every claim under the filters for the export: the pages of EXPORT_PAGE_SIZE one after another until
 * all that match are read (or a page comes back short, as when claims were deleted meanwhile).
 */
export function useAllClaims(side: TabSide, caseId: number) {
  const queryClient = useQueryClient();
  const { creditorId } = useReader(side);
  return useCallback(
    async (filters: ClaimFilters, onProgress?: (read: number, total: number) => void): Promise<Claim[]> => {
      const read = new Map<number, Claim>();
      for (let page = 1; ; page += 1) {
        const data = await queryClient.fetchQuery({
          ...claimsQuery(side, caseId, creditorId, {
            ...claimListQuery(filters),
            page,
            pageSize: EXPORT_PAGE_SIZE,
          }),
          // Read now, and not kept: the export is built from it once.
          staleTime: 0,
          gcTime: 0,
        });
        // A claim filed while reading moves the others down a place: one that comes again is kept once.
        for (const claim of data.invoiceList) read.set(claim.invoiceId, claim);
        const total = data.totalCount ?? 0;
        onProgress?.(read.size, Math.max(total, read.size));
        if (data.invoiceList.length < EXPORT_PAGE_SIZE || page * EXPORT_PAGE_SIZE >= total) break;
      }
      return [...read.values()];
    },
    [queryClient, side, caseId, creditorId],
  );
}

/** After a change: marks every page of the case's claims (both sides' lists) stale; resolves once the shown ones are read again. */
export function useReloadClaims(caseId: number) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    for (const endpoint of [lawFirmGetClaims, creditorGetClaims])
      await queryClient.invalidateQueries({ queryKey: endpointKey(endpoint, { caseId }) });
  }, [queryClient, caseId]);
}
