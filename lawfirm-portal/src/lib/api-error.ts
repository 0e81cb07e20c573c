import { isApiError } from 'shared-api';
import { errorMessage, i18n } from 'shared-ui';

/** The server's "duplicate" message (409), shown to the user as 'User already exists'. */
export const RECORD_EXISTS = 'Record already exist';

/** Like errorMessage, but a duplicate e-mail reads 'User already exists' (user add and update). */
export function userErrorMessage(error: unknown, fallbackKey: string): string {
  if (isApiError(error) && error.serverMessage === RECORD_EXISTS) return i18n.t('lawfirm.errors.userExists');
  return errorMessage(error, fallbackKey);
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
