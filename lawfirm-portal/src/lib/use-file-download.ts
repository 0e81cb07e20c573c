import { saveFile } from 'case-tabs';
import { useState } from 'react';
import { errorMessage, toast } from 'shared-ui';

/** A downloaded file as `download` of an endpoint answers it. */
type DownloadedFile = { blob: Blob; fileName: string };

/**
 * A page's download buttons: `fetchFile(key, read, doneText, failedKey)` reads the file, hands it to the
 * browser under the server's name and toasts `doneText`, or toasts the error with `failedKey` as the
 * fallback text. `busy` is the key of the download under way (its button shows loading), else null.
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
      const file = await read();
      saveFile(file.blob, file.fileName);
      toast.success(doneText);
    } catch (error) {
      toast.error(errorMessage(error, failedKey));
    } finally {
      setBusy(null);
    }
  };
  return { busy, fetchFile };
}
