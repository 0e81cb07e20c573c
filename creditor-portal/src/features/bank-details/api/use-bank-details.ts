import { useMutation, useQuery } from '@tanstack/react-query';
import {
  endpointKey,
  endpointMutation,
  endpointQuery,
  getBankDetails,
  getCreditors,
  saveBankDetails,
  selectUserType,
  useAuthStore,
} from 'shared-api';

/** Where a creditor's dividends go (masked), and the change of them, from the page's one query cache. */
export function useBankDetails(creditorId: number | null) {
  const { data, isFetching } = useQuery({
    ...endpointQuery(getBankDetails, { creditorId: creditorId ?? 0 }),
    enabled: creditorId !== null,
    meta: { errorKey: 'creditor.bankDetails.fetchFailed' },
  });
  return { view: data ?? null, loading: isFetching };
}

export const useSaveBankDetails = () =>
  useMutation(
    endpointMutation(saveBankDetails, {
      invalidates: (_data, input) => [endpointKey(getBankDetails, { creditorId: input.body?.creditorId })],
      meta: { errorKey: 'creditor.bankDetails.saveFailed' },
    }),
  );

/**
 * Whom the caller may give bank details for: itself, and for a debt collector every creditor that has
 * approved it (the first 100; a debt collector acting for more picks them on the creditors page).
 */
export function useActingFor() {
  const own = useAuthStore((state) => state.user?.creditorId ?? null);
  const isCollector = useAuthStore((state) => selectUserType(state) === 'D');
  const { data } = useQuery({
    ...endpointQuery(getCreditors, { page: 1, pageSize: 100 }),
    enabled: isCollector,
  });
  const approved = (data?.creditorList ?? []).filter((c) => c.representation === 'Approved');
  return { own, isCollector, approved };
}
