import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery, getDebtCollectorMapping, useAuthStore } from 'shared-api';
import { tabQueryMeta } from '../feedback';

export type CreditorChoice = { creditorId: number; label: string };

const label = (name: string, orgNr: string) => `${name} (${orgNr})`;

/**
 * The creditors a debt collector may file a claim for: those that approved it and follow the case.
 * `loaded` once the list has come (it may be empty). The firm chooses among the case's creditors with the
 * server-searched CreditorPicker instead (a case may have thousands).
 */
export function useClaimCreditors(
  enabled: boolean,
  caseId: number,
): { choices: CreditorChoice[]; loaded: boolean } {
  const ownId = useAuthStore((state) => state.user?.creditorId ?? null);
  const collector = useQuery({
    ...endpointQuery(getDebtCollectorMapping, { DebtCollectorId: ownId ?? 0 }),
    enabled: enabled && ownId !== null,
    meta: tabQueryMeta('tabs.claims.toast.creditorsFailed'),
  });
  return useMemo(() => {
    if (!enabled) return { choices: [], loaded: false };
    if (ownId === null) return { choices: [], loaded: true };
    const choices =
      collector.data?.creditorList
        .filter((c) => c.caseIdList?.some((entry) => entry.caseId === caseId) ?? false)
        .map((c) => ({ creditorId: c.creditorId, label: label(c.creditorName, c.creditorCompanyOrgNr) })) ??
      [];
    return { choices, loaded: collector.isSuccess };
  }, [enabled, caseId, ownId, collector.data, collector.isSuccess]);
}
