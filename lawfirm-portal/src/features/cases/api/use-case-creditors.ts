import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaseCreditor, call, getCaseCreditors } from 'shared-api';
import { toast } from 'shared-ui';
import { errorText, isAbort } from '../../../lib/api-error';

export const CREDITORS_PAGE_SIZE = 10;

/** One page of a case's creditors from the server (`page`, `pageSize`, `search`). */
export function useCaseCreditors(caseId: number, page: number, search: string) {
  const { t } = useTranslation();
  const [creditors, setCreditors] = useState<CaseCreditor[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    call(getCaseCreditors, {
      query: { caseId, page, pageSize: CREDITORS_PAGE_SIZE, ...(search ? { search } : {}) },
      signal: controller.signal,
    })
      .then((data) => {
        setCreditors(data.caseCreditorListRponse);
        setTotal(data.totalCount ?? data.caseCreditorListRponse.length);
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        setCreditors([]);
        setTotal(0);
        toast.error(errorText(error, 'lawfirm.errors.fetchCaseCreditorsFailed', t));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [caseId, page, search, t]);

  return { creditors, total, loading };
}
