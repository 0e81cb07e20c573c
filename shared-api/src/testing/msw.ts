import { HttpResponse, type HttpResponseResolver, http, type JsonBodyType } from 'msw';
import type * as z from 'shared-api/zod';
import type { Endpoint } from '../contract/common';
import { allSamples, type Sample } from './samples';

/**
 * msw handlers built from the contract, for component tests:
 *
 *   server.use(handlerFor(getCases, { casesResponses: [sampleCase], ... }));
 *   server.use(handlerFor(addCase, async ({ body }) => ({ caseId: 12 })));
 *   server.use(errorFor(addCase, 409, 'Record already exist'));
 *
 * The data is parsed with the endpoint's schema first, so a handler can never
 * serve what the real server could not.
 */

export type DataInput<E extends Endpoint> = z.input<E['data']>;

export type ResolverContext = {
  request: Request;
  url: URL;
  /** The JSON body (or, for multipart, the FormData); undefined for none. */
  body: unknown;
};

export type EndpointResolver<E extends Endpoint> = (
  context: ResolverContext,
) => DataInput<E> | Response | Promise<DataInput<E> | Response>;

const methodOf = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
} as const;

/** The `{ isSuccess, message, data }` envelope. */
export const envelope = (data: unknown, message = '', isSuccess = true) =>
  ({ isSuccess, message, data }) as { isSuccess: boolean; message: string; data: JsonBodyType };

const readBody = async (request: Request): Promise<unknown> => {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const respondWith = <E extends Endpoint>(endpoint: E, data: DataInput<E>, message: string) => {
  const parsed = endpoint.data.safeParse(data);
  if (!parsed.success)
    throw new Error(
      `handlerFor(${endpoint.method} ${endpoint.path}): the data does not match the contract: ${parsed.error.message}`,
    );
  return HttpResponse.json(envelope(data, message));
};

export type HandlerOptions = {
  /** The envelope's message (e.g. the success toast text). */
  message?: string;
  /** Answer only the first matching request. */
  once?: boolean;
  /** For downloads: the file served. */
  file?: { fileName: string; contentType: string; content: string | Blob };
};

/**
 * A handler for one endpoint answering `data` (or what `reply` returns: data,
 * or a Response for anything else, e.g. `errorResponse(...)`).
 */
export function handlerFor<E extends Endpoint>(
  endpoint: E,
  reply: EndpointResolver<E> | DataInput<E>,
  options: HandlerOptions = {},
) {
  const resolver: HttpResponseResolver = async ({ request }) => {
    if (endpoint.download && typeof reply !== 'function') {
      const file = options.file ?? {
        fileName: 'file.pdf',
        contentType: 'application/pdf',
        content: '%PDF-1.7\n',
      };
      return new HttpResponse(file.content, {
        headers: {
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        },
      });
    }
    if (typeof reply !== 'function') return respondWith(endpoint, reply, options.message ?? '');
    const result = await (reply as EndpointResolver<E>)({
      request,
      url: new URL(request.url),
      body: await readBody(request.clone()),
    });
    if (result instanceof Response) return result;
    return respondWith(endpoint, result, options.message ?? '');
  };
  return methodOf[endpoint.method](endpoint.path, resolver, { once: options.once ?? false });
}

/** An error answer as the server gives it: the envelope with isSuccess false and the status. */
export const errorResponse = (status: number, message: string) =>
  HttpResponse.json(envelope(null, message, false), { status });

/** A handler answering an error for one endpoint. */
export const errorFor = (
  endpoint: Endpoint,
  status: number,
  message: string,
  options: { once?: boolean } = {},
) =>
  methodOf[endpoint.method](endpoint.path, () => errorResponse(status, message), {
    once: options.once ?? false,
  });

/** A handler serving the endpoint's recorded sample. */
export const sampleHandler = <E extends Endpoint>(sample: Sample<E>) =>
  handlerFor(sample.endpoint, sample.data, { message: sample.message, file: sample.file });

/** Handlers for every endpoint, answering its sample: a living fake API for tests and stories. */
export const sampleHandlers = () => allSamples.map((sample) => sampleHandler(sample));

/** The query of a paged list call, as a fake server reads it (null where not sent). */
export type PagedRead = { page: string | null; pageSize: string | null; search: string | null };

/**
 * Answers a paged list call as the server does: the items whose `textOf` contains `search`, the page
 * `page` of `pageSize`, and their total. Records each read in `reads`.
 */
export function pageOfMatches<T>(
  url: URL,
  all: readonly T[],
  textOf: (item: T) => string,
  reads: PagedRead[],
) {
  const [page, pageSize, search] = ['page', 'pageSize', 'search'].map((name) => url.searchParams.get(name));
  reads.push({ page: page ?? null, pageSize: pageSize ?? null, search: search ?? null });
  const matches = all.filter((item) => !search || textOf(item).includes(search));
  const size = Number(pageSize);
  const start = (Number(page) - 1) * size;
  return { items: matches.slice(start, start + size), totalCount: matches.length };
}
