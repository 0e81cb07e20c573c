import type { TFunction } from 'i18next';
import { isApiError } from 'shared-api';
import { toast } from 'shared-ui/light';

/** The server's message when it sent one (already in the user's language), else the fallback. */
export function showFailure(failure: unknown, fallback: string, t: TFunction) {
  if (!isApiError(failure)) toast.error(t('common.errors.somethingWentWrong'));
  else toast.error(failure.serverMessage || fallback);
}
