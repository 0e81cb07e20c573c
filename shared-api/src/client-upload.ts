import { type CallInput, REQUEST_TIMEOUT_MS } from './client-config';
import type { Endpoint } from './contract/common';
import { ApiError } from './errors';

/** Multipart requests of the client: the form of an upload, and the upload with progress. */

const formValue = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The file as a Blob this realm's FormData accepts. In the browser that is the
 * file itself; under jsdom a jsdom File is not a Blob of the fetch realm, so it
 * is copied (test environments only).
 */
const appendableFile = async (file: Blob): Promise<Blob> => {
  try {
    new FormData().append('probe', file, 'probe');
    return file;
  } catch {
    return new Blob([await readBytes(file)], { type: file.type });
  }
};

const readBytes = (file: Blob): Promise<ArrayBuffer> =>
  typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(file);
      });

export const multipartBody = async <E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
): Promise<FormData> => {
  const form = new FormData();
  if (endpoint.upload?.fieldsIn === 'form') {
    for (const [key, value] of Object.entries((input.body ?? {}) as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      form.append(key, formValue(value));
    }
  }
  // Secrets such as a password: in the body, before the file, never in the URL.
  const query = (input.query ?? {}) as Record<string, unknown>;
  for (const key of endpoint.upload?.bodyFields ?? []) {
    const value = query[key];
    if (value !== undefined && value !== null && value !== '') form.append(key, formValue(value));
  }
  if (input.file) {
    const name = 'name' in input.file && typeof input.file.name === 'string' ? input.file.name : 'file';
    form.append(endpoint.upload?.fileField ?? 'file', await appendableFile(input.file), name);
  }
  return form;
};

export type RawResponse = { status: number; text: string; headers: Headers };

/** Multipart with progress goes through XMLHttpRequest: fetch upload streams need HTTP/2 in Chromium. */
export const sendWithProgress = (
  method: string,
  url: string,
  headers: Record<string, string>,
  body: FormData,
  signal: AbortSignal | undefined,
  onProgress: (fraction: number) => void,
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      const responseHeaders = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve({ status: xhr.status, text: xhr.responseText, headers: responseHeaders });
    };
    xhr.onerror = () => reject(new ApiError('Network error', { status: 0, kind: 'network' }));
    xhr.ontimeout = () => reject(new ApiError('Request timed out', { status: 0, kind: 'timeout' }));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
