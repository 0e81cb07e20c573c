import { useMutation } from '@tanstack/react-query';
import { type Endpoint, endpointMutation, type Invalidates, isApiError } from 'shared-api';
import { errorMessage, toast } from 'shared-ui/light';

/**
 * Shows a failed call as an error toast, with the text of `errorMessage`: the server's
 * message, a translated "could not be reached" or the translated fallback. A lost session is the
 * shell's to report (it redirects), so nothing shows for it here; aborted requests are silent.
 */
export function reportError(error: unknown, fallbackKey: string): void {
  if (error instanceof Error && error.name === 'AbortError') return;
  if (isApiError(error) && error.kind === 'session') return;
  if (!isApiError(error)) console.error(error);
  toast.error(errorMessage(error, fallbackKey));
}

/**
 * The `meta` of a case tab's query: the query cache toasts its failure once, as `reportError` would
 * (nothing for a lost session, which the shell reports).
 */
export const tabQueryMeta = (fallbackKey: string) => ({
  errorText: (error: unknown) =>
    isApiError(error) && error.kind === 'session' ? null : errorMessage(error, fallbackKey),
});

/**
 * The mutationOptions of a case tab's write: the call through `endpointMutation`, `invalidates` read again
 * once the server has answered, and a failure toasted once by the page's mutation cache as `tabQueryMeta`
 * words it. Every write of the tabs is this; only the endpoint, what it makes stale and the toast differ.
 */
export const tabMutation = <E extends Endpoint>(
  endpoint: E,
  invalidates: Invalidates<E>,
  fallbackKey: string,
) => endpointMutation(endpoint, { invalidates, meta: tabQueryMeta(fallbackKey) });

/**
 * The hook of a write about one case, `useX(caseId)`: `staleOf(caseId)` is what it makes stale. A tab's
 * hooks file is then a table of its writes, one line each.
 */
export const caseWriteHook =
  <E extends Endpoint>(endpoint: E, staleOf: (caseId: number) => Invalidates<E>, fallbackKey: string) =>
  (caseId: number) =>
    useMutation(tabMutation(endpoint, staleOf(caseId), fallbackKey));
