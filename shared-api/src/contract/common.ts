import { z } from 'zod';

/**
 * Shared pieces of the wire contract: the response envelope, the endpoint
 * descriptor and the field primitives every area uses.
 *
 * Validation messages are translation keys (see messages.ts); the front end
 * shows them translated, the server turns them into text in the caller's
 * language.
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 6;

/** A required, trimmed e-mail address of a basic shape. */
export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .regex(EMAIL_PATTERN, 'validation.email');

/** A required password as typed at sign-in (no length rule: old passwords stay usable). */
export const signInPasswordSchema = z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200, 'validation.tooLong');

/** A password being chosen: at least PASSWORD_MIN characters. */
export const newPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN, 'validation.passwordMin')
  .max(200, 'validation.tooLong');

/** A positive integer id, accepting "12" from a query string. */
export const idSchema = z.coerce.number({ error: 'validation.id' }).int('validation.id').positive('validation.id');

/** Every /api response, error or not. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    isSuccess: z.boolean(),
    message: z.string(),
    data,
  });

export const errorEnvelopeSchema = envelopeSchema(z.null());
export type Envelope<T> = { isSuccess: boolean; message: string; data: T };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the contract, described once: the server registers it and
 * the client calls it. `multipart` endpoints take their fields in the query
 * string (as the original did) and a file in a multipart body.
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  query?: Q;
  body?: B;
  data: D;
  multipart?: boolean;
  /** Who may call it; `public` needs no token. */
  roles: readonly ('public' | 'S' | 'A' | 'U' | 'C' | 'D')[];
}

export const defineEndpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
>(
  endpoint: Endpoint<Q, B, D>,
) => endpoint;

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
  ? Q extends z.ZodType
    ? z.input<Q>
    : undefined
  : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
  ? B extends z.ZodType
    ? z.input<B>
    : undefined
  : never;
export type DataOf<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer D> ? z.output<D> : never;

/** The user types, as the role code stored with the session. */
export const userTypeSchema = z.enum(['S', 'A', 'U', 'C', 'D']);
export type UserType = z.infer<typeof userTypeSchema>;
