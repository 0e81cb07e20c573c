import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, getLawFirms, type LawFirm } from 'shared-api';
import { errorMessage, toast } from 'shared-ui';
import { isAbort } from '../../../lib/api-error';

/** Every law firm (S), for the sidebar; `reload` after an add, update or delete. */
export function useLawFirms() {
  const { i18n } = useTranslation();
  const [firms, setFirms] = useState<LawFirm[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  useEffect(() => {
    void version;
    const controller = new AbortController();
    setLoading(true);
    call(getLawFirms, { signal: controller.signal })
      .then((data) => setFirms(data))
      .catch((error: unknown) => {
        if (!isAbort(error)) toast.error(errorMessage(error, 'lawfirm.errors.fetchLawFirmsFailed'));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [version, i18n.language]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { firms, loading, reload };
}
