import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { endpointKey, endpointQuery, getSelectedCases, type SelectedCase, useAuthStore } from 'shared-api';

type SelectedCasesValue = {
  /** The cases the signed-in creditor or debt collector follows. */
  cases: SelectedCase[];
  loading: boolean;
  /** The case shown in the case view (the sidebar's choice); null until one is chosen. */
  currentCaseId: number | null;
  setCurrentCaseId: (caseId: number | null) => void;
  /** Fetches the followed cases again (after Save on the select-case screen). */
  reload: () => Promise<void>;
};

const SelectedCasesContext = createContext<SelectedCasesValue | null>(null);

const NONE: SelectedCase[] = [];

/** The case shown survives a reload of the tab (sign-out clears session storage). */
const CURRENT_CASE_STORAGE_KEY = 'creditor-current-case';

const readCurrentCase = (): number | null => {
  try {
    const stored = Number(globalThis.sessionStorage?.getItem(CURRENT_CASE_STORAGE_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
};

const storeCurrentCase = (caseId: number | null) => {
  try {
    if (caseId === null) globalThis.sessionStorage?.removeItem(CURRENT_CASE_STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(CURRENT_CASE_STORAGE_KEY, String(caseId));
  } catch {
    // Without storage the choice lasts until the next reload.
  }
};

/** The followed cases, shared by the sidebar, the case view and the select-case screen. */
export function SelectedCasesProvider({ children }: { children: ReactNode }) {
  const creditorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const queryClient = useQueryClient();
  // Spec 2 §8: fetching the selected cases fails silently (the empty state shows): no error meta.
  const { data, isPending, isFetching } = useQuery({
    ...endpointQuery(getSelectedCases, { creditorId: creditorId ?? 0 }),
    enabled: creditorId !== null,
  });
  const cases = data?.creditorCaseList ?? NONE;
  const loading = creditorId !== null && (isPending || isFetching);
  const [currentCaseId, setCurrentCaseState] = useState<number | null>(readCurrentCase);
  const setCurrentCaseId = useCallback((caseId: number | null) => {
    storeCurrentCase(caseId);
    setCurrentCaseState(caseId);
  }, []);

  // A case no longer followed is no longer shown; the sidebar then picks the first one.
  useEffect(() => {
    if (!data) return;
    setCurrentCaseState((current) => {
      const kept = current !== null && data.creditorCaseList.some((item) => item.caseId === current);
      if (!kept) storeCurrentCase(null);
      return kept ? current : null;
    });
  }, [data]);

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getSelectedCases) }),
    [queryClient],
  );

  const value = useMemo(
    () => ({ cases, loading, currentCaseId, setCurrentCaseId, reload }),
    [cases, loading, currentCaseId, setCurrentCaseId, reload],
  );
  return <SelectedCasesContext.Provider value={value}>{children}</SelectedCasesContext.Provider>;
}

export function useSelectedCases(): SelectedCasesValue {
  const value = useContext(SelectedCasesContext);
  if (!value) throw new Error('useSelectedCases needs a SelectedCasesProvider');
  return value;
}
