import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  call,
  decideRepresentative,
  getRepresentatives,
  type Representative,
  revokeRepresentative,
} from 'shared-api';
import { errorMessage, toast } from 'shared-ui';

/** What the creditor does with a debt collector's request or approval. */
export type RepresentativeAction = 'approve' | 'decline' | 'revoke';

const DONE_KEY: Record<RepresentativeAction, string> = {
  approve: 'creditor.representatives.approved',
  decline: 'creditor.representatives.declined',
  revoke: 'creditor.representatives.revoked',
};

/**
 * The debt collectors that asked to act for the signed-in creditor (issue 11), fetched while `active`, and
 * the creditor's answers: approve or decline a request, revoke an approval.
 */
export function useRepresentatives(active: boolean) {
  const { t, i18n } = useTranslation();
  const [list, setList] = useState<Representative[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  const reload = useCallback(async () => {
    try {
      setList(await call(getRepresentatives));
    } catch (error) {
      setList((current) => current ?? []);
      toast.error(errorMessage(error, 'creditor.representatives.fetchFailed'));
    }
  }, [i18n.language]);

  useEffect(() => {
    if (active) void reload();
  }, [active, reload]);

  const act = useCallback(
    async (representative: Representative, action: RepresentativeAction): Promise<boolean> => {
      const { debtCollectorId } = representative;
      setBusy(debtCollectorId);
      try {
        const updated =
          action === 'revoke'
            ? await call(revokeRepresentative, { body: { debtCollectorId } })
            : await call(decideRepresentative, { body: { debtCollectorId, approve: action === 'approve' } });
        setList((current) =>
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
    [reload, t],
  );

  return { list, busy, act };
}
