import { basename } from 'node:path';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Endpoint, UploadRules } from 'shared-api/contract';
import type { z } from 'zod';
import type { Db, Trx } from '../db/types';
import type { FileStorage, SavedFile } from '../storage';
import { withoutBidiControls } from './bidi-controls';
import { badRequest } from './errors';
import { languageOf } from './language';
import { validationMessage, validatorCompiler } from './validation';

/**
 * The one way a file comes in (logos, documents, claims), driven by the
 * endpoint's upload rules in the contract (`endpoint.upload`: where the text
 * fields travel, the file part, the kinds allowed, the size limit).
 *
 * Nothing is stored before the request has passed its checks:
 * the text fields come first; when the file part arrives they are validated
 * and the caller's `check` runs (the case, the caller's right to it); only
 * then is the file streamed to storage, which refuses a wrong kind (415) or a
 * file over the limit (413) and leaves nothing behind. Any failure after that
 * removes the stored file again.
 */

export const NO_FILE = 'Please upload a file before submitting.';
export const FIELDS_BEFORE_FILE = 'The form fields must come before the file';
const NOT_MULTIPART = 'The request must be multipart/form-data';

export interface Upload extends SavedFile {
  /** The uploader's file name, cleaned (cleanFileName). */
  originalName: string;
}

/** The uploader's file name, without any path, control characters and bidirectional controls. */
export function cleanFileName(name: string | undefined): string {
  const base = basename(withoutBidiControls(name ?? '').replace(/\\/g, '/'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || 'file').slice(-200);
}

/** The validated text fields of an upload: its body (`fieldsIn: 'form'`), else its query. */
export type FieldsOf<E> =
  E extends Endpoint<infer Q, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.output<B>
      : Q extends z.ZodType
        ? z.output<Q>
        : never
    : never;

type ObjectSchema = z.ZodObject<Record<string, z.ZodType>>;

const bodyFieldsOf = (endpoint: Endpoint) =>
  endpoint.multipart && endpoint.upload?.fieldsIn === 'query' ? (endpoint.upload.bodyFields ?? []) : [];

/**
 * The query schema the route validates: the endpoint's body fields (a password)
 * may be missing from the query, because the client sends them in the body;
 * `receiveUpload` completes and checks them.
 */
export function routeQuerySchema(endpoint: Endpoint): z.ZodType | undefined {
  const fields = bodyFieldsOf(endpoint);
  if (!fields.length || !endpoint.query) return endpoint.query;
  return (endpoint.query as unknown as ObjectSchema).partial(
    Object.fromEntries(fields.map((field) => [field, true])) as Record<string, true>,
  );
}

/** Collects the text parts before the file and turns them into the endpoint's validated fields. */
interface FieldReader<F> {
  take(name: string, value: string): void;
  received(): boolean;
  fields(): F;
}

/** `fieldsIn: 'form'`: every field is a form field, validated with the endpoint's body schema. */
function formReader<F>(request: FastifyRequest, endpoint: Endpoint): FieldReader<F> {
  const raw: Record<string, string> = {};
  return {
    take: (name, value) => {
      raw[name] = value;
    },
    received: () => Object.keys(raw).length > 0,
    fields: () => {
      const schema = endpoint.body as z.ZodType;
      const run = validatorCompiler({ schema, method: request.method, url: request.url, httpPart: 'body' });
      const result = run(raw) as {
        value?: F;
        error?: Error & { validation: { instancePath?: string; message?: string }[] };
      };
      if (result.error) {
        const language = languageOf(request.headers['accept-language']);
        throw badRequest(validationMessage(result.error.validation, 'body', language));
      }
      return result.value as F;
    },
  };
}

/**
 * `fieldsIn: 'query'`: the route validated the query; the endpoint's body fields
 * (rules.bodyFields, e.g. a password kept out of URLs) may come as form fields
 * instead, and win over the query. Other form fields are ignored.
 */
function queryReader<F>(request: FastifyRequest, endpoint: Endpoint, query: F): FieldReader<F> {
  const names = new Map(bodyFieldsOf(endpoint).map((field) => [field.toLowerCase(), field]));
  const fromBody: Record<string, string> = {};
  return {
    take: (name, value) => {
      const field = names.get(name.toLowerCase());
      if (field) fromBody[field] = value;
    },
    received: () => true,
    fields: () => {
      const shape = (endpoint.query as unknown as ObjectSchema).shape;
      const result: Record<string, unknown> = { ...(query as Record<string, unknown>) };
      for (const field of bodyFieldsOf(endpoint)) {
        const parsed = shape[field]?.safeParse(fromBody[field] ?? result[field]);
        if (!parsed) continue;
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'validation.invalid';
          const language = languageOf(request.headers['accept-language']);
          throw badRequest(validationMessage([{ instancePath: `/${field}`, message }], undefined, language));
        }
        result[field] = parsed.data;
      }
      return result as F;
    },
  };
}

async function store(storage: FileStorage, part: MultipartFile, rules: UploadRules): Promise<Upload> {
  const originalName = cleanFileName(part.filename);
  const saved = await storage.save(part.file, { maxBytes: rules.maxBytes, kinds: rules.kinds, originalName });
  return { ...saved, originalName };
}

/** Where an upload's text fields come from when not from the form, and the caller's check of them. */
type UploadOptions<E, C> = { query?: FieldsOf<E>; check?: (fields: FieldsOf<E>) => Promise<C> };
/** An upload request as read: its validated fields, what `check` made of them, the stored file. */
type Received<E, C> = { fields: FieldsOf<E>; checked: C; upload: Upload | null };

/**
 * Reads an upload request: its text fields (validated: 400 in the caller's
 * language), then `check` on them, then the one file (a second file, or an
 * empty file input, is skipped unread). With `fieldsIn: 'form'` the request
 * must be multipart and its fields must come before the file (400 otherwise);
 * with `fieldsIn: 'query'` pass the route's validated `query`. Without a file,
 * the fields are checked at the end, and a required file is a 400.
 */
export async function receiveUpload<E extends Endpoint, C = undefined>(
  request: FastifyRequest,
  storage: FileStorage,
  endpoint: E,
  options: UploadOptions<E, C> = {},
): Promise<Received<E, C>> {
  const rules = endpoint.upload;
  if (!rules) throw new Error(`${endpoint.path} takes no upload`);
  const form = rules.fieldsIn === 'form';
  if (form && !request.isMultipart()) throw badRequest(NOT_MULTIPART);
  const reader: FieldReader<FieldsOf<E>> = form
    ? formReader(request, endpoint)
    : queryReader(request, endpoint, options.query as FieldsOf<E>);
  let passed: { fields: FieldsOf<E>; checked: C } | null = null;
  const pass = async () => {
    if (!passed) {
      const fields = reader.fields();
      passed = { fields, checked: (options.check ? await options.check(fields) : undefined) as C };
    }
    return passed;
  };
  let upload: Upload | null = null;
  try {
    if (request.isMultipart()) {
      for await (const part of request.parts()) {
        if (part.type !== 'file') {
          if (upload && form) throw badRequest(FIELDS_BEFORE_FILE);
          const { fieldname, value } = part as MultipartValue;
          if (!passed && typeof value === 'string') reader.take(fieldname, value);
          continue;
        }
        if (upload || !part.filename) {
          part.file.resume();
          continue;
        }
        try {
          if (!reader.received()) throw badRequest(FIELDS_BEFORE_FILE);
          await pass();
        } catch (error) {
          part.file.resume(); // refused: the bytes are read and dropped, never stored
          throw error;
        }
        upload = await store(storage, part, rules);
      }
    }
    const { fields, checked } = await pass();
    if (!upload && rules.fileRequired) throw badRequest(NO_FILE);
    return { fields, checked, upload };
  } catch (error) {
    if (upload) await storage.remove(upload.storedName);
    throw error;
  }
}

/** Runs the write an upload is for in one transaction; if it fails, the stored file is removed again. */
export async function withUpload<T>(
  db: Db,
  storage: FileStorage,
  upload: Upload | null,
  write: (trx: Trx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(write);
  } catch (error) {
    if (upload) await storage.remove(upload.storedName);
    throw error;
  }
}

/**
 * A whole upload request: `receiveUpload`, then `write` with what it read, in one transaction
 * (`withUpload`: the stored file is removed again when the write fails), with the app's
 * database and storage (`request.server.portal`).
 */
export async function writeUpload<E extends Endpoint, C = undefined, T = void>(
  request: FastifyRequest,
  endpoint: E,
  options: UploadOptions<E, C>,
  write: (trx: Trx, received: Received<E, C>) => Promise<T>,
): Promise<T> {
  const { db, storage } = request.server.portal;
  const received = await receiveUpload(request, storage, endpoint, options);
  return withUpload(db, storage, received.upload, (trx) => write(trx, received));
}
