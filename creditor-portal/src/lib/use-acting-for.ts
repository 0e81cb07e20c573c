import { useQuery } from '@tanstack/react-query';
import { endpointQuery, getCreditors, isDebtCollector, selectUserType, useAuthStore } from 'shared-api';

/**
 * Whom the caller acts for in dividends: itself, and for a debt collector every creditor that has
 * approved it (the first 100; a debt collector acting for more picks them on the creditors page).
 */
export function useActingFor() {
  const own = useAuthStore((state) => state.user?.creditorId ?? null);
  const isCollector = useAuthStore((state) => isDebtCollector(selectUserType(state)));
  const { data } = useQuery({
    ...endpointQuery(getCreditors, { page: 1, pageSize: 100 }),
    enabled: isCollector,
  });
  const approved = (data?.creditorList ?? []).filter((c) => c.representation === 'Approved');
  return { own, isCollector, approved };
}
