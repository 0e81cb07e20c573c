/**
 * Issue 12 §1: secrets never reach a log. Some clients still send `Password` in
 * the query (LawFirm add/update), and codes or tokens may travel there too, so
 * before a URL is logged the values of these query parameters are replaced,
 * whatever their casing or escaping. One implementation for the API's request
 * log (server/src/http/redact.ts) and the static servers' own messages
 * (static-server.mjs), which run on plain Node.
 */
const SECRET_PARAMETERS = /^(password|otp|code|token|challenge|invitation)$/i;
export const REDACTED = '[redacted]';

/** The URL with the value of every secret query parameter replaced by `[redacted]`. */
export function redactUrl(url) {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hashAt = url.indexOf('#', start);
  const end = hashAt < 0 ? url.length : hashAt;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return SECRET_PARAMETERS.test(name.trim()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}${url.slice(end)}`;
}
