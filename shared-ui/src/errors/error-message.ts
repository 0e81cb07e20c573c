import { isApiError } from 'shared-api';
import { i18n } from '../i18n/init';

/**
 * The text a screen shows for a failed call, in the page's language:
 * - a lost session reads "Missing or expired token", translated;
 * - no answer from the server (network failure, the 60 s time-out) reads a translated "could not be reached";
 * - otherwise the server's own message (already in the user's language), shown as given;
 * - else, e.g. a contract drift or a non-API error, the screen's fallback key, translated.
 */
export function errorMessage(error: unknown, fallbackKey: string): string {
  if (isApiError(error)) {
    if (error.kind === 'session') return i18n.t('common.errors.sessionExpired');
    if (error.kind === 'network' || error.kind === 'timeout') return i18n.t('common.errors.network');
    if (error.serverMessage) return error.serverMessage;
  }
  return i18n.t(fallbackKey);
}
