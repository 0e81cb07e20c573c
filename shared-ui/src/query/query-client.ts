import {
  isCancelledError,
  type Mutation,
  MutationCache,
  type Query,
  QueryCache,
  QueryClient,
  type QueryFunction,
} from '@tanstack/react-query';
import { type ErrorToastMeta, useAuthStore } from 'shared-api';
import { errorMessage } from '../errors/error-message';
import { i18n } from '../i18n/init';
import { withLoading } from '../loading/loading-store';
import { toast } from '../toast/toast-store';

/**
 * What a read or a write says about its failures (its `meta`): `errorKey` is the fallback of `errorMessage`,
 * and `errorText` (when given) words the toast itself (a 404 of its own, say) and may return null for none.
 * One with neither fails silently (the header's firm colour). The toast comes from the cache, so a failure
 * shows once however many components read the query or wait on the write.
 */
export type QueryErrorMeta = ErrorToastMeta;

const isAbort = (error: unknown) =>
  isCancelledError(error) || (error instanceof Error && error.name === 'AbortError');

/** The toast of one failed fetch, as the query's meta asks for it. */
function toastQueryError(error: unknown, query: Query<unknown, unknown, unknown, readonly unknown[]>) {
  if (isAbort(error)) return;
  // Readers of one key may differ (the unread badge is silent, the message centre is not): whichever
  // reader asks for a toast gets it, once.
  const metas = [query.meta, ...query.observers.map((observer) => observer.options.meta)] as (
    | QueryErrorMeta
    | undefined
  )[];
  toastFromMeta(
    error,
    metas.find((candidate) => candidate?.errorText || candidate?.errorKey),
  );
}

/** The toast of one failed write (`endpointMutation`'s meta), worded as a failed read's. */
function toastMutationError(
  error: unknown,
  _variables: unknown,
  _onMutateResult: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
) {
  if (isAbort(error)) return;
  toastFromMeta(error, mutation.options.meta as QueryErrorMeta | undefined);
}

function toastFromMeta(error: unknown, meta: QueryErrorMeta | undefined) {
  if (!meta || !(meta.errorText || meta.errorKey)) return;
  const text = meta.errorText ? meta.errorText(error) : errorMessage(error, meta.errorKey ?? '');
  if (text) toast.error(text);
}

/** Who the session belongs to: the cache is emptied when that changes (sign-out, another user). */
const sessionIdentity = () => {
  const { user } = useAuthStore.getState();
  return user ? `${user.userType}|${user.email}|${user.lawFirmId}|${user.creditorId}` : '';
};

export type QueryClientOptions = {
  /** Tests: false, so a failure shows at once. The portal never retries either (the user clicks again). */
  retry?: boolean | number;
  /** Tests: Infinity, so no garbage-collection timer outlives the test. */
  gcTime?: number;
};

/**
 * The page's one QueryClient: the shell creates it and renders QueryClientProvider above the remotes; a
 * remote started on its own (its dev harness) creates its own. Reads are fresh on every mount (staleTime 0)
 * and never retried, as the hand-written hooks before them; a window focus reads nothing again, a change of
 * language reads what is on screen again (server texts come translated).
 */
export function createQueryClient({ retry = false, gcTime }: QueryClientOptions = {}): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: toastQueryError }),
    mutationCache: new MutationCache({ onError: toastMutationError }),
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, ...(gcTime !== undefined ? { gcTime } : {}) },
      mutations: { retry: false },
    },
  });
  let identity = sessionIdentity();
  useAuthStore.subscribe(() => {
    const next = sessionIdentity();
    if (next === identity) return;
    identity = next;
    client.clear();
  });
  // The server answers in the reader's language: what is on screen is read again in the new one.
  i18n.on('languageChanged', () => {
    void client.invalidateQueries();
  });
  return client;
}

/** The same options with the full-screen spinner shown while their query function runs. */
export function withLoadingSpinner<T extends { queryFn?: unknown }>(options: T): T {
  const queryFn = options.queryFn;
  if (typeof queryFn !== 'function') return options;
  const run = queryFn as QueryFunction<unknown, readonly unknown[], unknown>;
  const spinning: QueryFunction<unknown, readonly unknown[], unknown> = (context) =>
    withLoading(Promise.resolve(run(context)));
  return { ...options, queryFn: spinning };
}
