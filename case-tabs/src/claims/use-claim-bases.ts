import { useQuery } from '@tanstack/react-query';
import { CLAIM_BASIS_KEY, endpointQuery, getClaimBases, type KeyValue } from 'shared-api';
import { tabQueryMeta } from '../feedback';

const NONE: KeyValue[] = [];

/** The basis-of-claim options (key values named ClaimBasis), loaded while `enabled`. */
export function useClaimBases(enabled: boolean): KeyValue[] {
  const { data } = useQuery({
    ...endpointQuery(getClaimBases),
    enabled,
    meta: tabQueryMeta('tabs.claims.toast.keyValuesFailed'),
  });
  return data?.keyValueList.filter((entry) => entry.keyName === CLAIM_BASIS_KEY) ?? NONE;
}
