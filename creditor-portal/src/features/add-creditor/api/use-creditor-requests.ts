import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CreditorListItem,
  call,
  debtCollectorMapping,
  endpointKey,
  endpointQuery,
  getCreditors,
  useAuthStore,
} from 'shared-api';
import { errorMessage, toast } from 'shared-ui';
import { isExactMatch } from '../exact-match';

const NONE: CreditorListItem[] = [];

/**
 * A debt collector's creditors (issue 11): those that approved it and those it has asked (an empty
 * search), a search by exact organisation number or e-mail, and a request to act for a creditor found.
 */
export function useCreditorRequests() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const debtCollectorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const [found, setFound] = useState<CreditorListItem[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);

  const mineQuery = useQuery({
    ...endpointQuery(getCreditors),
    meta: { errorKey: 'creditor.addCreditor.fetchFailed' },
  });
  const mine = mineQuery.data?.creditorList ?? (mineQuery.isError ? NONE : null);

  const search = useCallback(
    async (text: string) => {
      const query = text.trim();
      if (!query) {
        setFound(null);
        return;
      }
      setSearching(true);
      try {
        const data = await queryClient.fetchQuery(endpointQuery(getCreditors, { search: query }));
        setFound(data.creditorList.filter((item) => isExactMatch(item, query)));
      } catch (error) {
        toast.error(errorMessage(error, 'creditor.addCreditor.fetchFailed'));
      } finally {
        setSearching(false);
      }
    },
    [queryClient],
  );

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
        // Only the list of those asked and approved; a search is not read again.
        await queryClient.invalidateQueries({ queryKey: endpointKey(getCreditors), exact: true });
      } catch (error) {
        toast.error(errorMessage(error, 'creditor.addCreditor.failed'));
      } finally {
        setAsking(null);
      }
    },
    [debtCollectorId, queryClient, t],
  );

  return { mine, found, searching, asking, search, request };
}
