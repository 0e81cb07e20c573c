import { useQuery } from '@tanstack/react-query';
import { endpointQuery, getLawFirmById, type LawFirm } from 'shared-api';

/** A firm read this long ago is not read again when the header mounts: its logo seldom changes. */
export const LAW_FIRM_FRESH_MS = 30_000;

/**
 * The firm of the case shown, for its logo; null until known or when it cannot be read (the
 * default logo shows, without a message). The case view reads it ahead (usePrefetchCaseView), so the
 * header finds it without a second request.
 */
export function useLawFirm(lawFirmId: number | null): LawFirm | null {
  const { data, isError } = useQuery({
    ...endpointQuery(getLawFirmById, { lawFirmId: lawFirmId ?? 0 }),
    enabled: lawFirmId !== null,
    staleTime: LAW_FIRM_FRESH_MS,
  });
  return lawFirmId === null || isError ? null : (data ?? null);
}
