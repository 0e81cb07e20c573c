import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaseDocument, call, getDocuments } from 'shared-api';
import { reportError } from '../feedback';

/** Every document of the case the caller may see (the server hides drafts from creditors). */
export function useDocuments(caseId: number) {
  const { i18n } = useTranslation('tabs');
  const [documents, setDocuments] = useState<CaseDocument[]>([]);
  const [loading, setLoading] = useState(true);
  const latest = useRef<AbortController | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  const reload = useCallback(async () => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setLoading(true);
    try {
      const data = await call(getDocuments, { query: { caseId }, signal: controller.signal });
      if (!controller.signal.aborted) setDocuments(data.caseDocumenListt);
    } catch (error) {
      if (!controller.signal.aborted) reportError(error, 'tabs.documents.toast.fetchFailed');
    } finally {
      if (latest.current === controller) setLoading(false);
    }
  }, [caseId, i18n.language]);

  useEffect(() => {
    void reload();
    return () => latest.current?.abort();
  }, [reload]);

  return { documents, loading, reload };
}
