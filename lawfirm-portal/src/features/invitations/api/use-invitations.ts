import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, getInvitations, type Invitation } from 'shared-api';
import { errorMessage, toast } from 'shared-ui';
import { isAbort } from '../../../lib/api-error';

export const INVITATIONS_PAGE_SIZE = 10;

/** One page of a case's invitations, newest first; `version` reloads after a send. */
export function useInvitations(caseId: number, page: number, version: number) {
  const { i18n } = useTranslation();
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language and after a send
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    call(getInvitations, {
      query: { caseId, page, pageSize: INVITATIONS_PAGE_SIZE },
      signal: controller.signal,
    })
      .then((data) => {
        setInvitations(data.invitations);
        setTotal(data.totalCount ?? data.invitations.length);
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        setInvitations([]);
        setTotal(0);
        toast.error(errorMessage(error, 'lawfirm.invitations.errors.fetchFailed'));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [caseId, page, version, i18n.language]);

  return { invitations, total, loading };
}
