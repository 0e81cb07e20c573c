import { useMutation, useQuery } from '@tanstack/react-query';
import {
  answerClaimInformation,
  creditorGetClaims,
  decideClaim,
  endpointKey,
  endpointQuery,
  getClaimState,
  lawFirmGetClaims,
  requestClaimInformation,
  withdrawClaim,
} from 'shared-api';
import { tabMutation, tabQueryMeta } from '../feedback';

/** What a step of a claim makes stale: every claim list of the case and the claim's state. */
const staleAfterStep = (caseId: number) => () => [
  endpointKey(lawFirmGetClaims, { caseId }),
  endpointKey(creditorGetClaims),
  endpointKey(getClaimState),
];

/** The firm's decision on a claim; a failure is toasted by the page's mutation cache. */
export const useDecideClaim = (caseId: number) =>
  useMutation(tabMutation(decideClaim, staleAfterStep(caseId), 'tabs.claims.toast.statusFailed'));

/** The claim's state, timeline and questions, read while its dialog is open. */
export const useClaimState = (invoiceId: number | null) =>
  useQuery({
    ...endpointQuery(getClaimState, { invoiceId: invoiceId ?? 0 }),
    enabled: invoiceId !== null,
    meta: tabQueryMeta('tabs.claims.steps.loadFailed'),
  });

export const useAskQuestion = (caseId: number) =>
  useMutation(tabMutation(requestClaimInformation, staleAfterStep(caseId), 'tabs.claims.steps.askFailed'));

export const useAnswerQuestion = (caseId: number) =>
  useMutation(tabMutation(answerClaimInformation, staleAfterStep(caseId), 'tabs.claims.steps.answerFailed'));

export const useWithdrawClaim = (caseId: number) =>
  useMutation(tabMutation(withdrawClaim, staleAfterStep(caseId), 'tabs.claims.steps.withdrawFailed'));
