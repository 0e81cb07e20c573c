import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  decideRepresentative,
  endpointKey,
  endpointMutation,
  endpointQuery,
  getRepresentatives,
  type Representative,
  revokeRepresentative,
} from 'shared-api';
import { toast } from 'shared-ui';

const NONE: Representative[] = [];

/** What the creditor does with a debt collector's request or approval. */
export type RepresentativeAction = 'approve' | 'decline' | 'revoke';

/** A failed answer's toast, shown by the page's mutation cache. */
const FAILED = { errorKey: 'creditor.representatives.failed' };

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

  const revoking = useMutation(endpointMutation(revokeRepresentative, { meta: FAILED }));
  const deciding = useMutation(endpointMutation(decideRepresentative, { meta: FAILED }));
  /** The debt collector whose answer is on its way. */
  const busy = revoking.isPending
    ? (revoking.variables?.body?.debtCollectorId ?? null)
    : deciding.isPending
      ? (deciding.variables?.body?.debtCollectorId ?? null)
      : null;
  const { mutateAsync: revoke } = revoking;
  const { mutateAsync: decide } = deciding;

  const act = useCallback(
    async (representative: Representative, action: RepresentativeAction): Promise<boolean> => {
      const { debtCollectorId } = representative;
      try {
        const updated =
          action === 'revoke'
            ? await revoke({ body: { debtCollectorId } })
            : await decide({ body: { debtCollectorId, approve: action === 'approve' } });
        // The answer is the debt collector's new state: the list takes it without being read again.
        queryClient.setQueryData(endpointQuery(getRepresentatives).queryKey, (current) =>
          (current ?? []).map((item) => (item.debtCollectorId === debtCollectorId ? updated : item)),
        );
        toast.success(t(DONE_KEY[action], { name: representative.name }));
        return true;
      } catch {
        // Toasted by the mutation cache; the list is read again, as another answer may have changed it.
        await reload();
        return false;
      }
    },
    [decide, queryClient, reload, revoke, t],
  );

  return { list, busy, act };
}
