import { downloadToFile } from 'case-tabs';
import { useState } from 'react';

/** A downloaded file as `download` of an endpoint answers it. */
type DownloadedFile = { blob: Blob; fileName: string };

const serverName = (fileName: string) => fileName;

/**
 * A page's download buttons: `fetchFile(key, read, doneText, failedKey)` is the tabs' `downloadToFile`
 * under the server's name, and `busy` is the key of the download under way (its button shows loading),
 * else null.
 */
export function useFileDownload<Key extends string>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const fetchFile = async (
    key: Key,
    read: () => Promise<DownloadedFile>,
    doneText: string,
    failedKey: string,
  ): Promise<void> => {
    setBusy(key);
    try {
      await downloadToFile(read, serverName, doneText, failedKey);
    } finally {
      setBusy(null);
    }
  };
  return { busy, fetchFile };
}
