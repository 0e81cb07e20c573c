import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery, getDebtCollectorMapping, useAuthStore } from 'shared-api';
import { tabQueryMeta } from '../feedback';
import { caseCreditorsQuery } from '../messages/use-case-creditors';

export type CreditorChoice = { creditorId: number; label: string };

const label = (name: string, orgNr: string) => `${name} (${orgNr})`;

/**
 * The creditors a claim may be filed for: the firm, those following the case (the cache entry of the
 * message dialog's recipients); a debt collector, the creditors that approved it and follow the case.
 * `loaded` once the list has come (it may be empty).
 */
export function useClaimCreditors(
  kind: 'firm' | 'debtCollector' | null,
  caseId: number,
): { choices: CreditorChoice[]; loaded: boolean } {
  const ownId = useAuthStore((state) => state.user?.creditorId ?? null);
  const firm = useQuery({
    ...caseCreditorsQuery(caseId),
    enabled: kind === 'firm',
    meta: tabQueryMeta('tabs.claims.toast.caseCreditorsFailed'),
  });
  const collector = useQuery({
    ...endpointQuery(getDebtCollectorMapping, { DebtCollectorId: ownId ?? 0 }),
    enabled: kind === 'debtCollector' && ownId !== null,
    meta: tabQueryMeta('tabs.claims.toast.creditorsFailed'),
  });
  return useMemo(() => {
    if (kind === 'firm') {
      const choices =
        firm.data?.caseCreditorListRponse.map(({ creditorResponse: c }) => ({
          creditorId: c.creditorId,
          label: label(c.creditorName, c.creditorCompanyOrgNr),
        })) ?? [];
      return { choices, loaded: firm.isSuccess };
    }
    if (kind === 'debtCollector') {
      if (ownId === null) return { choices: [], loaded: true };
      const choices =
        collector.data?.creditorList
          .filter((c) => c.caseIdList?.some((entry) => entry.caseId === caseId) ?? false)
          .map((c) => ({ creditorId: c.creditorId, label: label(c.creditorName, c.creditorCompanyOrgNr) })) ??
        [];
      return { choices, loaded: collector.isSuccess };
    }
    return { choices: [], loaded: false };
  }, [kind, caseId, ownId, firm.data, firm.isSuccess, collector.data, collector.isSuccess]);
}
