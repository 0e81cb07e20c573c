import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  call,
  decideRepresentative,
  endpointKey,
  endpointQuery,
  getRepresentatives,
  type Representative,
  revokeRepresentative,
} from 'shared-api';
import { errorMessage, toast } from 'shared-ui';

const NONE: Representative[] = [];

/** What the creditor does with a debt collector's request or approval. */
export type RepresentativeAction = 'approve' | 'decline' | 'revoke';

const DONE_KEY: Record<RepresentativeAction, string> = {
  approve: 'creditor.representatives.approved',
  decline: 'creditor.representatives.declined',
  revoke: 'creditor.representatives.revoked',
};

/**
 * The debt collectors that asked to act for the signed-in creditor, fetched while `active`, and
 * the creditor's answers: approve or decline a request, revoke an approval.
 */
export function useRepresentatives(active: boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const { data, isError } = useQuery({
    ...endpointQuery(getRepresentatives),
    enabled: active,
    meta: { errorKey: 'creditor.representatives.fetchFailed' },
  });
  const list = data ?? (isError ? NONE : null);
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getRepresentatives) }),
    [queryClient],
  );

  const act = useCallback(
    async (representative: Representative, action: RepresentativeAction): Promise<boolean> => {
      const { debtCollectorId } = representative;
      setBusy(debtCollectorId);
      try {
        const updated =
          action === 'revoke'
            ? await call(revokeRepresentative, { body: { debtCollectorId } })
            : await call(decideRepresentative, { body: { debtCollectorId, approve: action === 'approve' } });
        queryClient.setQueryData(endpointQuery(getRepresentatives).queryKey, (current) =>
          (current ?? []).map((item) => (item.debtCollectorId === debtCollectorId ? updated : item)),
        );
        toast.success(t(DONE_KEY[action], { name: representative.name }));
        return true;
      } catch (error) {
        toast.error(errorMessage(error, 'creditor.representatives.failed'));
        await reload();
        return false;
      } finally {
        setBusy(null);
      }
    },
    [queryClient, reload, t],
  );

  return { list, busy, act };
}
