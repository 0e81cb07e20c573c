import type { KyResponse } from 'ky';
import type * as z from 'shared-api/zod';
import { type CallInput, config, http } from './client-config';
import { fileNameFrom, readMessage, retryAfterOf } from './client-response';
import { multipartBody, type RawResponse, sendWithProgress } from './client-upload';
import type { DataOf, Endpoint, QueryOf } from './contract/common';
import { ApiError, SESSION_EXPIRED_MESSAGE } from './errors';
import { selectUserType, useAuthStore } from './session/auth-store';
import { emitSessionExpired, isTokenExpired, landingPathFor } from './session/session-events';

/**
 * The one HTTP client of the portal: every call goes through `call` (or
 * `download`), which adds the bearer token and the language, unwraps the
 * `{ isSuccess, message, data }` envelope, parses `data` with the endpoint's
 * schema, and turns every failure into an `ApiError`.
 */

export {
  type CallInput,
  type ClientOptions,
  configureClient,
  REQUEST_TIMEOUT_MS,
} from './client-config';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Serialises a query object: skips null/undefined, repeats the key for arrays. */
export const toSearchParams = (query: Record<string, QueryValue> | undefined): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
};

/** The query without the fields a multipart endpoint takes in its body (they stay out of the URL). */
const urlQuery = (endpoint: Endpoint, query: unknown): Record<string, QueryValue> | undefined => {
  const fields = query as Record<string, QueryValue> | undefined;
  const inBody = endpoint.multipart ? (endpoint.upload?.bodyFields ?? []) : [];
  if (!fields || !inBody.length) return fields;
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !inBody.includes(key)));
};

const urlFor = (endpoint: Endpoint, query: unknown): string => {
  const base = config.baseUrl || globalThis.location?.origin || '';
  const search = toSearchParams(urlQuery(endpoint, query)).toString();
  return `${base}${endpoint.path}${search ? `?${search}` : ''}`;
};

const isPublic = (endpoint: Endpoint) => endpoint.roles.includes('public');

const sessionExpired = (status: number, serverMessage: string | null = null): ApiError => {
  const state = useAuthStore.getState();
  if (!state.signingOut) emitSessionExpired({ landingPath: landingPathFor(selectUserType(state)) });
  return new ApiError(SESSION_EXPIRED_MESSAGE, { status, serverMessage, kind: 'session' });
};

/** The token to send, or a thrown ApiError (and no request) when a protected call has none. */
const tokenFor = (endpoint: Endpoint): string | null => {
  const { token } = useAuthStore.getState();
  if (isPublic(endpoint)) return token && !isTokenExpired(token) ? token : null;
  if (isTokenExpired(token)) throw sessionExpired(401);
  return token;
};

const headersFor = (token: string | null): Record<string, string> => ({
  Accept: 'application/json',
  'Accept-Language': config.getLanguage(),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

const checkInput = (schema: z.ZodType | undefined, value: unknown, what: string) => {
  if (!schema) return;
  const result = schema.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0];
    const field = first?.path.join('.') || what;
    throw new ApiError(`Invalid ${what}: ${field}: ${first?.message ?? 'invalid'}`, {
      status: 400,
      serverMessage: null,
      kind: 'contract',
      cause: result.error,
    });
  }
};

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Turns a ky/fetch failure (no HTTP answer) into an ApiError; aborts are rethrown as they are. */
const networkFailure = (error: unknown): never => {
  if (isAbort(error) || error instanceof ApiError) throw error;
  if (error instanceof Error && error.name === 'TimeoutError')
    throw new ApiError('Request timed out', { status: 0, kind: 'timeout', cause: error });
  throw new ApiError('Network error', { status: 0, kind: 'network', cause: error });
};

const send = async <E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  token: string | null,
): Promise<RawResponse> => {
  const url = urlFor(endpoint, input.query);
  const headers = headersFor(token);
  try {
    if (endpoint.multipart) {
      const form = await multipartBody(endpoint, input);
      if (input.onUploadProgress && typeof XMLHttpRequest !== 'undefined')
        return await sendWithProgress(
          endpoint.method,
          url,
          headers,
          form,
          input.signal,
          input.onUploadProgress,
        );
      const response = await http(url, {
        method: endpoint.method,
        headers,
        body: form,
        signal: input.signal,
      });
      return { status: response.status, text: await response.text(), headers: response.headers };
    }
    const response: KyResponse = await http(url, {
      method: endpoint.method,
      headers,
      signal: input.signal,
      ...(input.body !== undefined ? { json: input.body } : {}),
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  } catch (error) {
    return networkFailure(error);
  }
};

/** The error for a non-2xx answer: 401 on a protected call is a lost session. */
const httpFailure = (endpoint: Endpoint, status: number, text: string, headers: Headers): ApiError => {
  const serverMessage = readMessage(text);
  if (status === 401 && !isPublic(endpoint)) return sessionExpired(401, serverMessage);
  return new ApiError(serverMessage ?? `HTTP ${status}`, {
    status,
    serverMessage,
    kind: 'http',
    retryAfterSeconds: retryAfterOf(headers),
  });
};

/**
 * A protected call that changed the user's own password answers with a fresh
 * token in `Authorization` (every older token is refused from then on): this
 * session carries on with it.
 */
const adoptFreshToken = (endpoint: Endpoint, headers: Headers) => {
  if (isPublic(endpoint)) return;
  const fresh = /^Bearer\s+(\S+)$/i.exec(headers.get('Authorization') ?? '')?.[1];
  if (fresh) useAuthStore.getState().replaceToken(fresh);
};

/**
 * Calls one endpoint of the contract and returns its parsed `data`.
 * Throws ApiError (or the AbortError of `input.signal`).
 */
export const call = async <E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<DataOf<E>> => {
  const token = tokenFor(endpoint);
  checkInput(endpoint.query, input.query ?? {}, 'query');
  if (!endpoint.multipart || endpoint.upload?.fieldsIn === 'form')
    checkInput(endpoint.body, input.body, 'body');
  if (endpoint.upload?.fileRequired && !input.file)
    throw new ApiError(`Invalid body: ${endpoint.upload.fileField}: validation.fileRequired`, {
      status: 400,
      kind: 'contract',
    });

  const { status, text, headers } = await send(endpoint, input, token);
  if (status < 200 || status >= 300) throw httpFailure(endpoint, status, text, headers);
  adoptFreshToken(endpoint, headers);

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ApiError('The server answered without a JSON envelope', {
      status,
      kind: 'contract',
      cause: error,
    });
  }
  const envelope = parsed as { isSuccess?: unknown; message?: unknown; data?: unknown } | null;
  if (!envelope || typeof envelope !== 'object' || typeof envelope.isSuccess !== 'boolean')
    throw new ApiError('The server answered without a JSON envelope', { status, kind: 'contract' });
  const serverMessage = typeof envelope.message === 'string' && envelope.message ? envelope.message : null;
  if (!envelope.isSuccess)
    throw new ApiError(serverMessage ?? 'Request failed', { status, serverMessage, kind: 'envelope' });

  const data = endpoint.data.safeParse(envelope.data ?? null);
  if (!data.success) {
    const first = data.error.issues[0];
    throw new ApiError(
      `Response of ${endpoint.method} ${endpoint.path} does not match the contract at data.${first?.path.join('.') ?? ''}: ${first?.message ?? ''}`,
      { status, kind: 'contract', cause: data.error },
    );
  }
  return data.data as DataOf<E>;
};

/** Downloads the file of a `download: true` endpoint; the name comes from Content-Disposition. */
export const download = async <E extends Endpoint>(
  endpoint: E,
  query?: QueryOf<E>,
  options: { signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string }> => {
  const token = tokenFor(endpoint);
  checkInput(endpoint.query, query ?? {}, 'query');
  let response: KyResponse;
  try {
    response = await http(urlFor(endpoint, query), {
      method: endpoint.method,
      headers: { ...headersFor(token), Accept: '*/*' },
      signal: options.signal,
    });
  } catch (error) {
    return networkFailure(error);
  }
  if (!response.ok) throw httpFailure(endpoint, response.status, await response.text(), response.headers);
  const blob = await response.blob();
  const asked = (query as { fileName?: unknown } | undefined)?.fileName;
  const fileName =
    fileNameFrom(response.headers.get('Content-Disposition')) ??
    (typeof asked === 'string' && asked ? asked : 'download');
  return { blob, fileName };
};
