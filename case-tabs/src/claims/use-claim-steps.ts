import { useQuery } from '@tanstack/react-query';
import {
  answerClaimInformation,
  creditorGetClaims,
  decideClaim,
  type Endpoint,
  endpointKey,
  endpointQuery,
  getClaimState,
  lawFirmGetClaims,
  requestClaimInformation,
  withdrawClaim,
} from 'shared-api';
import { caseWriteHook, tabQueryMeta } from '../feedback';

/** What a step of a claim makes stale: every claim list of the case and the claim's state. */
const staleAfterStep = (caseId: number) => () => [
  endpointKey(lawFirmGetClaims, { caseId }),
  endpointKey(creditorGetClaims),
  endpointKey(getClaimState),
];

/** A step's write hook: it makes `staleAfterStep` stale, and its failure is toasted with the key. */
const stepHook = <E extends Endpoint>(endpoint: E, fallbackKey: string) =>
  caseWriteHook(endpoint, staleAfterStep, fallbackKey);

/** The firm's decision on a claim; a failure is toasted by the page's mutation cache. */
export const useDecideClaim = stepHook(decideClaim, 'tabs.claims.toast.statusFailed');

/** The claim's state, timeline and questions, read while its dialog is open. */
export const useClaimState = (invoiceId: number | null) =>
  useQuery({
    ...endpointQuery(getClaimState, { invoiceId: invoiceId ?? 0 }),
    enabled: invoiceId !== null,
    meta: tabQueryMeta('tabs.claims.steps.loadFailed'),
  });

export const useAskQuestion = stepHook(requestClaimInformation, 'tabs.claims.steps.askFailed');

export const useAnswerQuestion = stepHook(answerClaimInformation, 'tabs.claims.steps.answerFailed');

export const useWithdrawClaim = stepHook(withdrawClaim, 'tabs.claims.steps.withdrawFailed');
