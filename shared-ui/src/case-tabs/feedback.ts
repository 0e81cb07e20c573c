import { isApiError } from 'shared-api';
import { toast } from 'shared-ui/light';

/**
 * Shows a failed call as the spec's error toast: the server's message, else the
 * translated fallback. A lost session is the shell's to report (it redirects), so
 * nothing shows for it here; aborted requests are silent.
 */
export function reportError(error: unknown, fallback: string): void {
  if (error instanceof Error && error.name === 'AbortError') return;
  if (isApiError(error)) {
    if (error.kind === 'session') return;
    toast.error(error.kind === 'contract' ? fallback : (error.serverMessage ?? fallback));
    return;
  }
  console.error(error);
  toast.error(fallback);
}
