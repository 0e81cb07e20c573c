/**
 * Errors a handler throws to answer with a status and a safe message; the
 * error handler (http/error-handler.ts) turns them into the envelope.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
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
