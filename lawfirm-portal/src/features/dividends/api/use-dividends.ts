import { useMutation, useQuery } from '@tanstack/react-query';
import {
  confirmBankDetails,
  draftProposal,
  endpointKey,
  endpointMutation,
  endpointQuery,
  getCaseDividends,
  getProposal,
  markPayments,
  publishProposal,
  recordProposalDates,
  saveDividendSettings,
  setEstateAccount,
} from 'shared-api';

/**
 * The case's dividends from the page's one query cache, and every write of them as a mutation: a write
 * makes the case's dividends and its versions stale, and a failure is toasted by the cache (its meta).
 */

export function useCaseDividends(caseId: number) {
  const { data, isPending, isError } = useQuery({
    ...endpointQuery(getCaseDividends, { caseId }),
    meta: { errorKey: 'lawfirm.dividends.errors.fetchFailed' },
  });
  return { dividends: isError ? null : (data ?? null), loading: isPending && !isError };
}

export function useProposal(proposalId: number | null) {
  const { data, isFetching } = useQuery({
    ...endpointQuery(getProposal, { proposalId: proposalId ?? 0 }),
    enabled: proposalId !== null,
    meta: { errorKey: 'lawfirm.dividends.errors.fetchFailed' },
  });
  return { proposal: proposalId === null ? null : (data ?? null), loading: isFetching };
}

const stale = (caseId: number) => [endpointKey(getCaseDividends, { caseId }), endpointKey(getProposal)];
const failed = (key: string) => ({ errorKey: `lawfirm.dividends.errors.${key}` });

export const useDraftProposal = (caseId: number) =>
  useMutation(endpointMutation(draftProposal, { invalidates: stale(caseId), meta: failed('draftFailed') }));
export const usePublishProposal = (caseId: number) =>
  useMutation(endpointMutation(publishProposal, { invalidates: stale(caseId), meta: failed('saveFailed') }));
export const useRecordDates = (caseId: number) =>
  useMutation(
    endpointMutation(recordProposalDates, { invalidates: stale(caseId), meta: failed('saveFailed') }),
  );
export const useEstateAccount = (caseId: number) =>
  useMutation(endpointMutation(setEstateAccount, { invalidates: stale(caseId), meta: failed('saveFailed') }));
export const useDividendSettings = (caseId: number) =>
  useMutation(
    endpointMutation(saveDividendSettings, { invalidates: stale(caseId), meta: failed('saveFailed') }),
  );
export const useConfirmBankDetails = (caseId: number) =>
  useMutation(
    endpointMutation(confirmBankDetails, { invalidates: stale(caseId), meta: failed('saveFailed') }),
  );
export const useMarkPayments = (caseId: number) =>
  useMutation(endpointMutation(markPayments, { invalidates: stale(caseId), meta: failed('saveFailed') }));
