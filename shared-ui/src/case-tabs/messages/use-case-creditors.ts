import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaseCreditor, call, getCaseCreditors } from 'shared-api';
import { reportError } from '../feedback';

/** The creditors following a case (firm side), loaded while `enabled`. */
export function useCaseCreditors(caseId: number, enabled: boolean) {
  const { i18n } = useTranslation('tabs');
  const [creditors, setCreditors] = useState<CaseCreditor[]>([]);
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    call(getCaseCreditors, { query: { caseId }, signal: controller.signal })
      .then((data) => setCreditors(data.caseCreditorListRponse))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) reportError(error, 'tabs.messages.toast.caseCreditorsFailed');
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [caseId, enabled, i18n.language]);
  return { creditors, loading };
}
