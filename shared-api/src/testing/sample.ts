import type * as z from 'shared-api/zod';
import type { BodyOf, Endpoint, QueryOf } from '../contract/common';

/**
 * One realistic request and answer per endpoint: the contract test parses each
 * with its schemas, and `sampleHandlers()` serves them to component tests.
 */
export type Sample<E extends Endpoint = Endpoint> = {
  endpoint: E;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** The `data` of the envelope (null for downloads). */
  data: z.input<E['data']>;
  /** What a download streams. */
  file?: { fileName: string; contentType: string; content: string };
  /** The envelope's message. */
  message?: string;
};

export const sample = <E extends Endpoint>(endpoint: E, rest: Omit<Sample<E>, 'endpoint'>): Sample<E> => ({
  endpoint,
  ...rest,
});
