import { useQuery } from '@tanstack/react-query';
import { endpointQuery, getLawFirmById, isApiError } from 'shared-api';
import { errorMessage, i18n, withLoadingSpinner } from 'shared-ui';

/** The toast of a failed read: a 404 without a server message says the firm is gone. */
const lawFirmErrorText = (error: unknown) =>
  isApiError(error) && error.status === 404 && !error.serverMessage
    ? i18n.t('lawfirm.errors.lawFirmNotFound')
    : errorMessage(error, 'lawfirm.errors.fetchLawFirmFailed');

/** One law firm's details; read again when an edit invalidates getLawFirmById (the header's query too). */
export function useLawFirm(lawFirmId: number | null) {
  const { data, isFetching, isError } = useQuery({
    ...withLoadingSpinner(endpointQuery(getLawFirmById, { lawFirmId: lawFirmId ?? 0 })),
    enabled: lawFirmId !== null,
    meta: { errorText: lawFirmErrorText },
  });
  return { firm: lawFirmId === null || isError ? null : (data ?? null), loading: isFetching };
}
