import { useQuery } from '@tanstack/react-query';
import { type CaseCreditor, endpointQuery, getCaseCreditors } from 'shared-api';
import { tabQueryMeta } from '../feedback';

const NONE: CaseCreditor[] = [];

/**
 * The query of the creditors following a case (firm side): one cache entry, shared by the message
 * dialog and the claim form.
 */
export const caseCreditorsQuery = (caseId: number) => endpointQuery(getCaseCreditors, { caseId });

/** The creditors following a case (firm side), loaded while `enabled`. */
export function useCaseCreditors(caseId: number, enabled: boolean) {
  const { data, isFetching } = useQuery({
    ...caseCreditorsQuery(caseId),
    enabled,
    meta: tabQueryMeta('tabs.messages.toast.caseCreditorsFailed'),
  });
  return { creditors: data?.caseCreditorListRponse ?? NONE, loading: isFetching };
}
