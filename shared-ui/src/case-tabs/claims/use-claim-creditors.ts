import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, getCaseCreditors, getDebtCollectorMapping, useAuthStore } from 'shared-api';
import { reportError } from '../feedback';

export type CreditorChoice = { creditorId: number; label: string };

/**
 * The creditors a claim may be filed for: the firm, those following the case;
 * a debt collector, the creditors that approved it and follow the case.
 * `loaded` once the list has come (it may be empty).
 */
export function useClaimCreditors(
  kind: 'firm' | 'debtCollector' | null,
  caseId: number,
): { choices: CreditorChoice[]; loaded: boolean } {
  const { i18n } = useTranslation('tabs');
  const ownId = useAuthStore((state) => state.user?.creditorId ?? null);
  const [choices, setChoices] = useState<CreditorChoice[]>([]);
  const [loaded, setLoaded] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  useEffect(() => {
    setLoaded(false);
    if (!kind) return;
    const controller = new AbortController();
    const signal = controller.signal;
    const label = (name: string, orgNr: string) => `${name} (${orgNr})`;
    const load = async () => {
      if (kind === 'firm') {
        const data = await call(getCaseCreditors, { query: { caseId }, signal });
        return data.caseCreditorListRponse.map(({ creditorResponse: c }) => ({
          creditorId: c.creditorId,
          label: label(c.creditorName, c.creditorCompanyOrgNr),
        }));
      }
      if (!ownId) return [];
      const data = await call(getDebtCollectorMapping, { query: { DebtCollectorId: ownId }, signal });
      return data.creditorList
        .filter((c) => c.caseIdList?.some((entry) => entry.caseId === caseId) ?? false)
        .map((c) => ({ creditorId: c.creditorId, label: label(c.creditorName, c.creditorCompanyOrgNr) }));
    };
    load().then(
      (found) => {
        setChoices(found);
        setLoaded(true);
      },
      (error: unknown) => {
        if (!signal.aborted)
          reportError(
            error,
            kind === 'firm' ? 'tabs.claims.toast.caseCreditorsFailed' : 'tabs.claims.toast.creditorsFailed',
          );
      },
    );
    return () => controller.abort();
  }, [kind, caseId, ownId, i18n.language]);
  return { choices, loaded };
}
