import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Case, call, getCaseById } from 'shared-api';
import { errorMessage, toast, withLoading } from 'shared-ui';
import { isAbort } from '../../../lib/api-error';

/** One case's details; a new `version` reads them again (after an edit). */
export function useCase(caseId: number | null, version = 0) {
  const { i18n } = useTranslation();
  const [details, setDetails] = useState<Case | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  useEffect(() => {
    void version;
    if (caseId === null) {
      setDetails(null);
      return;
    }
    const controller = new AbortController();
    withLoading(call(getCaseById, { query: { caseId }, signal: controller.signal }))
      .then(setDetails)
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        setDetails(null);
        toast.error(errorMessage(error, 'lawfirm.errors.fetchCaseFailed'));
      });
    return () => controller.abort();
  }, [caseId, version, i18n.language]);

  return details;
}
