import { useMutation, useQuery } from '@tanstack/react-query';
import { endpointKey, endpointMutation, endpointQuery, getBankDetails, saveBankDetails } from 'shared-api';

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
