import { useMutation, useQuery } from '@tanstack/react-query';
import {
  answerClaimInformation,
  creditorGetClaims,
  decideClaim,
  endpointKey,
  endpointMutation,
  endpointQuery,
  getClaimState,
  lawFirmGetClaims,
  requestClaimInformation,
  withdrawClaim,
} from 'shared-api';
import { tabQueryMeta } from '../feedback';

/** What a step of a claim makes stale: every claim list of the case and the claim's state. */
const staleAfterStep = (caseId: number) => () => [
  endpointKey(lawFirmGetClaims, { caseId }),
  endpointKey(creditorGetClaims),
  endpointKey(getClaimState),
];

/** The firm's decision on a claim; a failure is toasted by the page's mutation cache. */
export const useDecideClaim = (caseId: number) =>
  useMutation(
    endpointMutation(decideClaim, {
      invalidates: staleAfterStep(caseId),
      meta: tabQueryMeta('tabs.claims.toast.statusFailed'),
    }),
  );

/** The claim's state, timeline and questions, read while its dialog is open. */
export const useClaimState = (invoiceId: number | null) =>
  useQuery({
    ...endpointQuery(getClaimState, { invoiceId: invoiceId ?? 0 }),
    enabled: invoiceId !== null,
    meta: tabQueryMeta('tabs.claims.steps.loadFailed'),
  });

export const useAskQuestion = (caseId: number) =>
  useMutation(
    endpointMutation(requestClaimInformation, {
      invalidates: staleAfterStep(caseId),
      meta: tabQueryMeta('tabs.claims.steps.askFailed'),
    }),
  );

export const useAnswerQuestion = (caseId: number) =>
  useMutation(
    endpointMutation(answerClaimInformation, {
      invalidates: staleAfterStep(caseId),
      meta: tabQueryMeta('tabs.claims.steps.answerFailed'),
    }),
  );

export const useWithdrawClaim = (caseId: number) =>
  useMutation(
    endpointMutation(withdrawClaim, {
      invalidates: staleAfterStep(caseId),
      meta: tabQueryMeta('tabs.claims.steps.withdrawFailed'),
    }),
  );
