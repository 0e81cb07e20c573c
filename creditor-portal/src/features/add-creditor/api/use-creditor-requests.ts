import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CreditorListItem, call, debtCollectorMapping, getCreditors, useAuthStore } from 'shared-api';
import { errorMessage, toast } from 'shared-ui';
import { isExactMatch } from '../exact-match';

/**
 * A debt collector's creditors (issue 11): those that approved it and those it has asked (an empty
 * search), a search by exact organisation number or e-mail, and a request to act for a creditor found.
 */
export function useCreditorRequests() {
  const { t, i18n } = useTranslation();
  const debtCollectorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const [mine, setMine] = useState<CreditorListItem[] | null>(null);
  const [found, setFound] = useState<CreditorListItem[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (the server answers in it)
  const loadMine = useCallback(async () => {
    try {
      setMine((await call(getCreditors)).creditorList);
    } catch (error) {
      setMine((current) => current ?? []);
      toast.error(errorMessage(error, 'creditor.addCreditor.fetchFailed'));
    }
  }, [i18n.language]);

  useEffect(() => {
    void loadMine();
  }, [loadMine]);

  const search = useCallback(async (text: string) => {
    const query = text.trim();
    if (!query) {
      setFound(null);
      return;
    }
    setSearching(true);
    try {
      const data = await call(getCreditors, { query: { search: query } });
      setFound(data.creditorList.filter((item) => isExactMatch(item, query)));
    } catch (error) {
      toast.error(errorMessage(error, 'creditor.addCreditor.fetchFailed'));
    } finally {
      setSearching(false);
    }
  }, []);

  const request = useCallback(
    async (item: CreditorListItem) => {
      if (debtCollectorId === null) return;
      setAsking(item.creditorId);
      try {
        await call(debtCollectorMapping, { body: { debtCollectorId, creditorIdList: [item.creditorId] } });
        toast.success(t('creditor.addCreditor.requested', { name: item.creditorName }));
        setFound(
          (current) =>
            current?.map((c) =>
              c.creditorId === item.creditorId ? { ...c, representation: 'Pending' } : c,
            ) ?? null,
        );
        await loadMine();
      } catch (error) {
        toast.error(errorMessage(error, 'creditor.addCreditor.failed'));
      } finally {
        setAsking(null);
      }
    },
    [debtCollectorId, loadMine, t],
  );

  return { mine, found, searching, asking, search, request };
}
