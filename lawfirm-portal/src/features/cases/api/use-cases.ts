import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Case, type CaseSector, type CaseStatus, call, getCases } from 'shared-api';
import { errorMessage, toast } from 'shared-ui';
import { isAbort } from '../../../lib/api-error';

export type CaseLists = { cases: Case[]; statuses: CaseStatus[]; sectors: CaseSector[] };

/**
 * The firm's cases with the status and sector lists the form needs. The whole
 * list is read once (the sidebar windows and filters it locally, so search has
 * no round trip); `reload` after an add, update or delete.
 */
export function useCases(lawFirmId: number | null) {
  const { i18n } = useTranslation();
  const [lists, setLists] = useState<CaseLists>({ cases: [], statuses: [], sectors: [] });
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  useEffect(() => {
    void version;
    if (lawFirmId === null) return;
    const controller = new AbortController();
    setLoading(true);
    call(getCases, { query: { lawFirmId }, signal: controller.signal })
      .then((data) =>
        setLists({
          cases: data.casesResponses,
          statuses: data.caseStatusResponses,
          sectors: data.caseSectorIndustryResponses,
        }),
      )
      .catch((error: unknown) => {
        if (!isAbort(error)) toast.error(errorMessage(error, 'lawfirm.errors.fetchCasesFailed'));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [lawFirmId, version, i18n.language]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...lists, loading, reload };
}
