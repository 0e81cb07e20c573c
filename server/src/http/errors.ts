import type { Language } from 'shared-api/contract';

/** A message in each language the API answers in (the error handler picks the caller's). */
export type Texts = Readonly<Record<Language, string>>;

/**
 * Errors a handler throws to answer with a status and a safe message; the
 * error handler (http/error-handler.ts) turns them into the envelope. A
 * message given in both languages answers in the caller's (Accept-Language);
 * `message` is then the English one, for the log.
 */
export class HttpError extends Error {
  readonly texts: Texts | undefined;

  constructor(
    readonly statusCode: number,
    message: string | Texts,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.name = 'HttpError';
    this.texts = typeof message === 'string' ? undefined : message;
  }

  /** The message in `language`, or the one message it was given in. */
  messageIn(language: Language): string {
    return this.texts?.[language] ?? this.message;
  }
}

export const badRequest = (message: string | Texts) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
/** What a lookup found, or a 404 with `message` when it found nothing. */
export async function found<T>(lookup: Promise<T | null | undefined>, message: string): Promise<T> {
  const record = await lookup;
  if (!record) throw notFound(message);
  return record;
}
export const conflict = (message = 'Record already exist') => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts, try again later') =>
  new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
