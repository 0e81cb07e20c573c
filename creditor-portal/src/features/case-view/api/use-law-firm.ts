import { useQuery } from '@tanstack/react-query';
import { endpointQuery, getLawFirmById, type LawFirm } from 'shared-api';

/**
 * The firm of the case shown, for its logo; null until known or when it cannot be read (the
 * default logo shows, without a message).
 */
export function useLawFirm(lawFirmId: number | null): LawFirm | null {
  const { data, isError } = useQuery({
    ...endpointQuery(getLawFirmById, { lawFirmId: lawFirmId ?? 0 }),
    enabled: lawFirmId !== null,
  });
  return lawFirmId === null || isError ? null : (data ?? null);
}
