/**
 * The one error every shared-api call throws. `status` is the HTTP status, or
 * 0 for a network failure or the 60 s time-out. `serverMessage` is the
 * envelope's `message` when the server sent one; screens show it, or their
 * own fallback key when it is null.
 */
export type ApiErrorKind = 'session' | 'network' | 'timeout' | 'http' | 'envelope' | 'contract';

export const SESSION_EXPIRED_MESSAGE = 'Missing or expired token';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly serverMessage: string | null;
  /** What went wrong, for code that needs more than the status. */
  readonly kind: ApiErrorKind;
  /** Seconds from a 429's Retry-After header, else null. */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    options: {
      status: number;
      serverMessage?: string | null;
      kind: ApiErrorKind;
      retryAfterSeconds?: number | null;
      cause?: unknown;
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.serverMessage = options.serverMessage ?? null;
    this.kind = options.kind;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
