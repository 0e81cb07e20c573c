import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaseCreditor, call, getCaseCreditors } from 'shared-api';
import { errorMessage, toast } from 'shared-ui';
import { isAbort } from '../../../lib/api-error';

export const CREDITORS_PAGE_SIZE = 10;

/** One page of a case's creditors from the server (`page`, `pageSize`, `search`). */
export function useCaseCreditors(caseId: number, page: number, search: string) {
  const { i18n } = useTranslation();
  const [creditors, setCreditors] = useState<CaseCreditor[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
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
        toast.error(errorMessage(error, 'lawfirm.errors.fetchCaseCreditorsFailed'));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [caseId, page, search, i18n.language]);

  return { creditors, total, loading };
}
