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
export const signInPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(200, 'validation.tooLong');

/** A password being chosen: at least PASSWORD_MIN characters. */
export const newPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN, 'validation.passwordMin')
  .max(200, 'validation.tooLong');

/** A positive integer id, accepting "12" from a query string. */
export const idSchema = z.coerce
  .number({ error: 'validation.id' })
  .int('validation.id')
  .positive('validation.id');

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

/** File kinds the server recognises on content (magic bytes), not on the name. */
export const fileKinds = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpeg', 'svg'] as const;
export type FileKind = (typeof fileKinds)[number];

/** 10 MB: every upload above it answers 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * How a multipart endpoint takes its file and its text fields.
 * - `fieldsIn: 'query'`: the text fields travel in the query string (the endpoint's
 *   `query` schema), the multipart body holds only the file (LawFirm add/update,
 *   document upload/edit, as the original did).
 * - `fieldsIn: 'form'`: the text fields are multipart form fields beside the file
 *   (the endpoint's `body` schema, whose fields therefore accept strings).
 */
export interface UploadRules {
  /** Name of the multipart part that carries the file. */
  fileField: string;
  /** Whether a request without a file is a 400. */
  fileRequired: boolean;
  kinds: readonly FileKind[];
  maxBytes: number;
  fieldsIn: 'query' | 'form';
}

export type Role = 'public' | 'S' | 'A' | 'U' | 'C' | 'D';

/**
 * One endpoint of the contract, described once: the server registers it and
 * the client calls it.
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Exact casing of spec/routes.tsv. */
  path: string;
  query?: Q;
  body?: B;
  /** The `data` inside the envelope (ignored for downloads, which stream the file). */
  data: D;
  /** A multipart/form-data request; `upload` says where the fields go and which files are allowed. */
  multipart?: boolean;
  upload?: UploadRules;
  /** The response is the file itself (Content-Disposition names it), not an envelope. */
  download?: boolean;
  /** Who may call it; `public` needs no token. The server still checks ownership (firm, case, creditor). */
  roles: readonly Role[];
}

export const defineEndpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
>(
  endpoint: Endpoint<Q, B, D>,
) => endpoint;

export type QueryOf<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type DataOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer D> ? z.output<D> : never;

/** The user types, as the role code stored with the session. */
export const userTypeSchema = z.enum(['S', 'A', 'U', 'C', 'D']);
export type UserType = z.infer<typeof userTypeSchema>;
