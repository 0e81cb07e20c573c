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
