import type { TFunction } from 'i18next';
import { isApiError, SESSION_EXPIRED_MESSAGE } from 'shared-api';

/** The text of a failed call's toast: the server's message, else the screen's fallback key (spec 2 §7). */
export function errorText(error: unknown, t: TFunction, fallbackKey: string): string {
  if (isApiError(error)) {
    if (error.kind === 'session')
      return t('common.errors.sessionExpired', { defaultValue: SESSION_EXPIRED_MESSAGE });
    if (error.kind === 'network' || error.kind === 'timeout') return t('common.errors.network');
    if (error.serverMessage) return error.serverMessage;
  }
  return t(fallbackKey);
}
