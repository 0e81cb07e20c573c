import ky from 'ky';
import type { BodyOf, Endpoint, QueryOf } from './contract/common';

/** The client's settings and its ky instance, shared by client.ts and client-upload.ts. */

export type ClientOptions = {
  /** Origin of the API; '' (default) means the page's own origin (paths start with /api). */
  baseUrl?: string;
  /** The UI language, sent as Accept-Language so server messages come translated. */
  getLanguage?: () => string;
};

export const REQUEST_TIMEOUT_MS = 60_000;

export const config: Required<ClientOptions> = { baseUrl: '', getLanguage: () => 'en' };

export const configureClient = (options: ClientOptions): void => {
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (options.getLanguage) config.getLanguage = options.getLanguage;
};

export const http = ky.create({ timeout: REQUEST_TIMEOUT_MS, retry: 0, throwHttpErrors: false });

export type CallInput<E extends Endpoint> = {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** The file of a multipart endpoint. */
  file?: Blob | File | null;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1 (multipart only). */
  onUploadProgress?: (fraction: number) => void;
};
