import { useMutation, useQuery } from '@tanstack/react-query';
import {
  addObjection,
  type Endpoint,
  endpointKey,
  endpointQuery,
  getObjections,
  recordCourtOutcome,
  replyObjection,
  settleObjection,
  withdrawObjection,
} from 'shared-api';
import { tabMutation, tabQueryMeta } from '../feedback';

/** The case's published claims and the objections the caller may see. */
export const useObjections = (caseId: number) =>
  useQuery({
    ...endpointQuery(getObjections, { caseId }),
    meta: tabQueryMeta('tabs.objections.toast.fetchFailed'),
  });

const objectionsOf = (caseId: number) => [endpointKey(getObjections, { caseId })];
const write = <E extends Endpoint>(endpoint: E, caseId: number) =>
  tabMutation(endpoint, objectionsOf(caseId), 'tabs.objections.toast.saveFailed');

/** Files an objection (multipart, an optional file). */
export const useAddObjection = (caseId: number) => useMutation(write(addObjection, caseId));
/** The claimant's reply (multipart, an optional file). */
export const useReplyObjection = (caseId: number) => useMutation(write(replyObjection, caseId));
/** The objector withdraws its objection. */
export const useWithdrawObjection = (caseId: number) => useMutation(write(withdrawObjection, caseId));
/** The trustee records a settlement, with the signed agreement. */
export const useSettleObjection = (caseId: number) => useMutation(write(settleObjection, caseId));
/** The trustee records the district court's outcome. */
export const useRecordCourtOutcome = (caseId: number) => useMutation(write(recordCourtOutcome, caseId));
