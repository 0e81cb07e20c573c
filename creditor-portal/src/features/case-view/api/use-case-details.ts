import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Case, call, getCaseById } from 'shared-api';
import { errorMessage, toast } from 'shared-ui';

/** The details of the case shown (null while none is chosen or it loads). */
export function useCaseDetails(caseId: number | null) {
  const { i18n } = useTranslation();
  const [details, setDetails] = useState<Case | null>(null);
  const [loading, setLoading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  useEffect(() => {
    setDetails(null);
    if (caseId === null) return;
    let live = true;
    setLoading(true);
    call(getCaseById, { query: { caseId } })
      .then((data) => live && setDetails(data))
      .catch((error: unknown) => live && toast.error(errorMessage(error, 'common.errors.somethingWentWrong')))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [caseId, i18n.language]);

  return { details, loading };
}
