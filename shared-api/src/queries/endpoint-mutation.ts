import { mutationOptions, type QueryKey } from '@tanstack/react-query';
import { type CallInput, call } from '../client';
import type { DataOf, Endpoint } from '../contract/common';

/**
 * What a read or a write says about its failures (its `meta`), read by the page's one QueryClient: the
 * query cache for a read, the mutation cache for a write. `errorKey` is the fallback key of
 * `errorMessage` (the server's own message first, a translated "could not be reached", else this key);
 * `errorText` words the toast itself and may return null for none (a lost session the shell reports).
 * With neither, a failure shows no toast: the caller says what it means itself.
 */
export type ErrorToastMeta = {
  errorKey?: string;
  errorText?: (error: unknown) => string | null;
};

/** The keys a write makes stale: a list, or a list worked out from the answer and the call's input. */
export type Invalidates<E extends Endpoint> =
  | readonly QueryKey[]
  | ((data: DataOf<E>, input: CallInput<E>) => readonly QueryKey[]);

export type EndpointMutationOptions<E extends Endpoint> = {
  /** Marked stale once the server has answered (each key is a prefix: `endpointKey(getDocuments, { caseId })`). */
  invalidates?: Invalidates<E>;
  /** The failure's toast, shown by the mutation cache. */
  meta?: ErrorToastMeta;
};

/**
 * mutationOptions for one write of the contract: `useMutation(endpointMutation(deleteDocument, { invalidates,
 * meta }))`, then `mutate({ query: { documentId } })`. The variables are the call's input (`query`, `body`,
 * `file`, `onUploadProgress`), sent through the same `call` as every read.
 *
 * On success the keys of `invalidates` are marked stale and the shown ones read again behind the answer:
 * the write is done when the server has answered, so the caller's own `onSuccess` (a toast, closing a
 * dialog) runs at once, as the hand-written writes did. A failure is toasted by the mutation cache from
 * `meta`, once, however many callers wait on it.
 */
export function endpointMutation<E extends Endpoint>(endpoint: E, options: EndpointMutationOptions<E> = {}) {
  const { invalidates, meta } = options;
  return mutationOptions<DataOf<E>, Error, CallInput<E>>({
    mutationFn: (input) => call(endpoint, input),
    ...(meta ? { meta } : {}),
    onSuccess: (data, input, _onMutateResult, { client }) => {
      const keys = typeof invalidates === 'function' ? invalidates(data, input) : (invalidates ?? []);
      for (const queryKey of keys) void client.invalidateQueries({ queryKey });
    },
  });
}
