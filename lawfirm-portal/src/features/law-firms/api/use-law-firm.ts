import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, getLawFirmById, isApiError, type LawFirm } from 'shared-api';
import { errorMessage, toast, withLoading } from 'shared-ui';
import { isAbort } from '../../../lib/api-error';

/** One law firm's details; `version` changes make it read the firm again. */
export function useLawFirm(lawFirmId: number | null, version = 0) {
  const { t } = useTranslation();
  const [firm, setFirm] = useState<LawFirm | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    void version;
    if (lawFirmId === null) {
      setFirm(null);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    withLoading(call(getLawFirmById, { query: { lawFirmId }, signal: controller.signal }))
      .then((data) => setFirm(data))
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        setFirm(null);
        toast.error(
          isApiError(error) && error.status === 404 && !error.serverMessage
            ? t('lawfirm.errors.lawFirmNotFound')
            : errorMessage(error, 'lawfirm.errors.fetchLawFirmFailed'),
        );
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [lawFirmId, version, t]);

  return { firm, loading };
}
