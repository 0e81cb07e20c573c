import { toast } from 'shared-ui/light';
import { reportError } from './feedback';

/** Hands a downloaded blob to the browser as a file with its real name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: Chromium reads the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Reads a file (`download` of its endpoint) and hands it to the browser under `nameOf(server's name)`,
 * then toasts `doneText`; a failure toasts its error, `failedKey` as the fallback text.
 */
export async function downloadToFile(
  read: () => Promise<{ blob: Blob; fileName: string }>,
  nameOf: (serverName: string) => string,
  doneText: string,
  failedKey: string,
): Promise<void> {
  try {
    const file = await read();
    saveFile(file.blob, nameOf(file.fileName));
    toast.success(doneText);
  } catch (error) {
    reportError(error, failedKey);
  }
}
