import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Case, call, getCaseById } from 'shared-api';
import { toast, withLoading } from 'shared-ui';
import { errorText, isAbort } from '../../../lib/api-error';

/** One case's details; a new `version` reads them again (after an edit). */
export function useCase(caseId: number | null, version = 0) {
  const { t } = useTranslation();
  const [details, setDetails] = useState<Case | null>(null);

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
        toast.error(errorText(error, 'lawfirm.errors.fetchCaseFailed', t));
      });
    return () => controller.abort();
  }, [caseId, version, t]);

  return details;
}
