import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { endpointKey, getSelectedCases, type SelectedCase } from 'shared-api';
import { useFollowedCasePages, useStillFollowed } from './followed-case-pages';

type SelectedCasesValue = {
  /** The first page of the followed cases (the sidebar reads more as it scrolls). */
  cases: SelectedCase[];
  loading: boolean;
  /** The case shown in the case view (the sidebar's choice), once known to be followed; null until then. */
  current: SelectedCase | null;
  /** The sidebar's choice, shown selected (and pinned when no page read holds it); null until one is chosen. */
  chosen: SelectedCase | null;
  currentCaseId: number | null;
  setCurrentCase: (item: SelectedCase | null) => void;
  /** Fetches the followed cases again (after Save on the select-case screen). */
  reload: () => Promise<void>;
};

const SelectedCasesContext = createContext<SelectedCasesValue | null>(null);

/** The case shown survives a reload of the tab (sign-out clears session storage). */
const CURRENT_CASE_STORAGE_KEY = 'creditor-current-case';

const readCurrentCase = (): SelectedCase | null => {
  try {
    const stored: unknown = JSON.parse(
      globalThis.sessionStorage?.getItem(CURRENT_CASE_STORAGE_KEY) ?? 'null',
    );
    const item = stored as Partial<SelectedCase> | null;
    return item && Number.isInteger(item.caseId) && Number.isInteger(item.creditorCasesId)
      ? (item as SelectedCase)
      : null;
  } catch {
    return null;
  }
};

const storeCurrentCase = (item: SelectedCase | null) => {
  try {
    if (item === null) globalThis.sessionStorage?.removeItem(CURRENT_CASE_STORAGE_KEY);
    else globalThis.sessionStorage?.setItem(CURRENT_CASE_STORAGE_KEY, JSON.stringify(item));
  } catch {
    // Without storage the choice lasts until the next reload.
  }
};

/**
 * The followed cases' first page and the case shown, shared by the sidebar, the case view and the
 * select-case screen. The followed cases are read a page at a time; the case shown is kept
 * (and stored) whole, so it needs no page that holds it.
 */
export function SelectedCasesProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const first = useFollowedCasePages('');
  const [chosen, setChosen] = useState<SelectedCase | null>(readCurrentCase);
  const setCurrentCase = useCallback((item: SelectedCase | null) => {
    storeCurrentCase(item);
    setChosen(item);
  }, []);

  // A case no longer followed is no longer shown (the sidebar then picks the first one). The pages read
  // tell, or, when they do not hold it, one search for its debtor.
  const inPages = chosen ? (first.cases.find((item) => item.caseId === chosen.caseId) ?? null) : null;
  const unresolved = chosen !== null && inPages === null && first.answered && !first.complete;
  const stillFollowed = useStillFollowed(chosen, unresolved);
  const verdict: boolean | undefined = !chosen
    ? undefined
    : inPages
      ? true
      : !first.answered
        ? undefined
        : first.complete
          ? false
          : stillFollowed;
  useEffect(() => {
    if (verdict === false) setCurrentCase(null);
    else if (inPages && inPages !== chosen) setCurrentCase(inPages);
  }, [verdict, inPages, chosen, setCurrentCase]);

  const current = verdict ? (inPages ?? chosen) : null;
  const loading = first.loading || (chosen !== null && verdict === undefined);

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: endpointKey(getSelectedCases) }),
    [queryClient],
  );

  const value = useMemo(
    () => ({
      cases: first.cases,
      loading,
      current,
      chosen,
      currentCaseId: chosen?.caseId ?? null,
      setCurrentCase,
      reload,
    }),
    [first.cases, loading, current, chosen, setCurrentCase, reload],
  );
  return <SelectedCasesContext.Provider value={value}>{children}</SelectedCasesContext.Provider>;
}

export function useSelectedCases(): SelectedCasesValue {
  const value = useContext(SelectedCasesContext);
  if (!value) throw new Error('useSelectedCases needs a SelectedCasesProvider');
  return value;
}
