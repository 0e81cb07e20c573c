import { useEffect, useState } from 'react';
import { call, download, downloadDocument, getLawFirmById } from 'shared-api';

/** Spec 2 §3: the logo is cached in local storage as a data URL under lf_logo_{id}_data, its source under _src. */
const dataKey = (lawFirmId: number) => `lf_logo_${lawFirmId}_data`;
const srcKey = (lawFirmId: number) => `lf_logo_${lawFirmId}_src`;

const readCache = (lawFirmId: number, source: string): string | null => {
  try {
    return localStorage.getItem(srcKey(lawFirmId)) === source
      ? localStorage.getItem(dataKey(lawFirmId))
      : null;
  } catch {
    return null;
  }
};

const writeCache = (lawFirmId: number, source: string, dataUrl: string) => {
  try {
    localStorage.setItem(dataKey(lawFirmId), dataUrl);
    localStorage.setItem(srcKey(lawFirmId), source);
  } catch {
    // A full storage only means the logo is fetched again next time.
  }
};

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * The firm's logo for the creditor's case header (spec 2 §1): the cached copy if its source name matches,
 * else downloaded by file name and firm id, else none (the header draws its placeholder).
 */
export function useFirmLogo(lawFirmId: number | null) {
  const [logo, setLogo] = useState<string | null>(null);

  useEffect(() => {
    setLogo(null);
    if (lawFirmId === null) return;
    let live = true;
    (async () => {
      const firm = await call(getLawFirmById, { query: { lawFirmId } });
      const source = firm.logoPath;
      if (!source) return;
      const cached = readCache(lawFirmId, source);
      if (cached) {
        if (live) setLogo(cached);
        return;
      }
      const { blob } = await download(downloadDocument, { fileName: source, lawFirmId });
      const dataUrl = await toDataUrl(blob);
      writeCache(lawFirmId, source, dataUrl);
      if (live) setLogo(dataUrl);
    })().catch(() => {
      // Spec 2 §8: a logo that cannot be fetched falls back to the placeholder, without a message.
    });
    return () => {
      live = false;
    };
  }, [lawFirmId]);

  return logo;
}
