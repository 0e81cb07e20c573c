import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Case, call, getCaseById } from 'shared-api';
import { toast } from 'shared-ui';
import { errorText } from '../../../lib/error-text';

/** The details of the case shown (null while none is chosen or it loads). */
export function useCaseDetails(caseId: number | null) {
  const { t } = useTranslation();
  const [details, setDetails] = useState<Case | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    setDetails(null);
    if (caseId === null) return;
    let live = true;
    setLoading(true);
    call(getCaseById, { query: { caseId } })
      .then((data) => live && setDetails(data))
      .catch((error: unknown) => live && toast.error(errorText(error, t, 'common.errors.somethingWentWrong')))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [caseId, t]);

  return { details, loading };
}
