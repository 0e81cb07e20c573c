import type { TFunction } from 'i18next';
import { isApiError } from 'shared-api';
import { toast } from 'shared-ui/light';

/** The server's message (in the user's language), or the page's own fallback. */
export function toastFailure(failure: unknown, t: TFunction) {
  toast.error(
    isApiError(failure) && failure.serverMessage ? failure.serverMessage : t('shell.account.failed'),
  );
}
