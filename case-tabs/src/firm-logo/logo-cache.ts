import { ApiError, download, downloadDocument } from 'shared-api';

/**
 * The law-firm logo cache: the logo as a data URL in localStorage
 * under `lf_logo_{lawFirmId}_data`, with the stored file name it came from under
 * `lf_logo_{lawFirmId}_src`, so a new logo (a new stored name) is fetched again.
 */

export type LogoSource = { lawFirmId: number; logoPath: string | null | undefined };

/** A neutral building mark, shown when a firm has no logo or it cannot be loaded. */
export const DEFAULT_FIRM_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#E9E4D8"/><path d="M14 50h36M18 46V28m10 18V28m8 18V28m10 18V28M12 26l20-12 20 12z" fill="none" stroke="#6B5B32" stroke-width="3" stroke-linejoin="round"/></svg>',
)}`;

export const logoDataKey = (lawFirmId: number) => `lf_logo_${lawFirmId}_data`;
export const logoSrcKey = (lawFirmId: number) => `lf_logo_${lawFirmId}_src`;

const read = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const write = (key: string, value: string): boolean => {
  try {
    globalThis.localStorage?.setItem(key, value);
    return true;
  } catch {
    // Quota exceeded (a logo near 10 MB) or no storage: the logo is shown without caching.
    return false;
  }
};

/** The cached data URL when it was made from this stored file name, else null. */
export function cachedLogo({ lawFirmId, logoPath }: LogoSource): string | null {
  if (!logoPath) return null;
  const data = read(logoDataKey(lawFirmId));
  return data && read(logoSrcKey(lawFirmId)) === logoPath ? data : null;
}

/** The blob as a data URL (base64 by hand: works for any realm's Blob, unlike FileReader under jsdom). */
const toDataUrl = async (blob: Blob): Promise<string> => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
};

/** Downloads on their way, by firm and file: the header and the sidebar ask for the same logo at once. */
const downloading = new Map<string, Promise<string>>();

/** `shared`, or an AbortError as soon as `signal` aborts: one caller giving up leaves the others waiting. */
const untilAborted = (shared: Promise<string>, signal?: AbortSignal): Promise<string> => {
  if (!signal) return shared;
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', abort, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
};

async function downloadLogo(lawFirmId: number, logoPath: string): Promise<string> {
  try {
    const { blob } = await download(downloadDocument, { fileName: logoPath, lawFirmId });
    const dataUrl = await toDataUrl(blob);
    if (write(logoDataKey(lawFirmId), dataUrl)) write(logoSrcKey(lawFirmId), logoPath);
    return dataUrl;
  } catch (error) {
    if (!(error instanceof ApiError)) console.warn('[firm-logo] could not read the logo', error);
    return read(logoDataKey(lawFirmId)) ?? logoPath ?? DEFAULT_FIRM_LOGO;
  }
}

/**
 * The URL to show for a firm's logo: the cache when it is fresh, else the
 * downloaded file (cached for next time). When the download fails: the stale
 * cache, then the stored path, then the default image. Callers asking for the same file while it
 * downloads share the one download; `signal` ends the wait of its caller only.
 */
export async function loadFirmLogo(source: LogoSource, signal?: AbortSignal): Promise<string> {
  const { lawFirmId, logoPath } = source;
  if (!logoPath) return DEFAULT_FIRM_LOGO;
  const fresh = cachedLogo(source);
  if (fresh) return fresh;
  const key = `${lawFirmId}:${logoPath}`;
  let shared = downloading.get(key);
  if (!shared) {
    shared = downloadLogo(lawFirmId, logoPath).finally(() => downloading.delete(key));
    downloading.set(key, shared);
  }
  return untilAborted(shared, signal);
}

/** Forgets a firm's cached logo (after the firm is deleted or its logo replaced). */
export function forgetFirmLogo(lawFirmId: number): void {
  try {
    globalThis.localStorage?.removeItem(logoDataKey(lawFirmId));
    globalThis.localStorage?.removeItem(logoSrcKey(lawFirmId));
  } catch {
    // nothing cached then
  }
}
