import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CreditorListItem,
  debtCollectorMapping,
  endpointKey,
  endpointMutation,
  endpointQuery,
  getCreditors,
  useAuthStore,
} from 'shared-api';
import { errorMessage, toast } from 'shared-ui';
import { isExactMatch } from '../exact-match';

const NONE: CreditorListItem[] = [];

/** How many of the debt collector's own creditors a page shows. */
export const MINE_PAGE_SIZE = 10;
/** A search reads one page: the server puts what it found exactly first, and that is a few creditors at most. */
export const FOUND_PAGE_SIZE = 20;

/**
 * A debt collector's creditors: one page (`page`, of MINE_PAGE_SIZE, read from the server) of those that approved it and those it has asked (an empty search) and how many there are,
 * a search by exact organisation number or e-mail, and a request to act for a creditor found (a failed
 * request is toasted by the page's mutation cache).
 */
export function useCreditorRequests(page = 1) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const debtCollectorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const [found, setFound] = useState<CreditorListItem[] | null>(null);
  const [searching, setSearching] = useState(false);

  const mineQuery = useQuery({
    ...endpointQuery(getCreditors, { page, pageSize: MINE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'creditor.addCreditor.fetchFailed' },
  });
  const mine = mineQuery.isError ? NONE : (mineQuery.data?.creditorList ?? null);
  const mineTotal = mineQuery.isError ? 0 : (mineQuery.data?.totalCount ?? mine?.length ?? 0);

  const search = useCallback(
    async (text: string) => {
      const query = text.trim();
      if (!query) {
        setFound(null);
        return;
      }
      setSearching(true);
      try {
        // One page: with a search the server answers the creditors that approved the debt collector
        // besides the exact matches, the exact matches first (a creditor's e-mail or org. no.: a few).
        const data = await queryClient.fetchQuery(
          endpointQuery(getCreditors, { search: query, page: 1, pageSize: FOUND_PAGE_SIZE }),
        );
        setFound(data.creditorList.filter((item) => isExactMatch(item, query)));
      } catch (error) {
        toast.error(errorMessage(error, 'creditor.addCreditor.fetchFailed'));
      } finally {
        setSearching(false);
      }
    },
    [queryClient],
  );

  const requesting = useMutation(
    endpointMutation(debtCollectorMapping, {
      // Every page of those asked and approved. A search is read once with no reader, so marking it stale
      // reads nothing: the next search asks the server again all the same.
      invalidates: [endpointKey(getCreditors)],
      meta: { errorKey: 'creditor.addCreditor.failed' },
    }),
  );
  /** The creditor whose request is on its way (the id as this hook sent it: a number). */
  const asked = requesting.variables?.body?.creditorIdList[0];
  const asking = requesting.isPending && asked !== undefined ? Number(asked) : null;
  const { mutateAsync: ask } = requesting;

  const request = useCallback(
    async (item: CreditorListItem) => {
      if (debtCollectorId === null) return;
      const done = await ask({ body: { debtCollectorId, creditorIdList: [item.creditorId] } }).then(
        () => true,
        () => false,
      );
      if (!done) return;
      toast.success(t('creditor.addCreditor.requested', { name: item.creditorName }));
      setFound(
        (current) =>
          current?.map((c) => (c.creditorId === item.creditorId ? { ...c, representation: 'Pending' } : c)) ??
          null,
      );
    },
    [ask, debtCollectorId, t],
  );

  return { mine, mineTotal, found, searching, asking, search, request };
}
