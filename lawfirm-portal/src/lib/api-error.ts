import type { TFunction } from 'i18next';
import { isApiError } from 'shared-api';

/** The server's "duplicate" message (409), shown to the user as 'User already exists'. */
export const RECORD_EXISTS = 'Record already exist';

/**
 * The text of a failed call's toast (spec 1 §8): the server's message when it
 * sent one, else the screen's fallback key.
 */
export function errorText(error: unknown, fallbackKey: string, t: TFunction): string {
  if (isApiError(error)) {
    if (error.kind === 'session') return t('common.errors.sessionExpired');
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'network' || error.kind === 'timeout') return t('common.errors.network');
  }
  return t(fallbackKey);
}

/** Like errorText, but a duplicate e-mail reads 'User already exists' (spec 1 §8, user add and update). */
export function userErrorText(error: unknown, fallbackKey: string, t: TFunction): string {
  if (isApiError(error) && error.serverMessage === RECORD_EXISTS) return t('lawfirm.errors.userExists');
  return errorText(error, fallbackKey, t);
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
