/**
 * Secrets never reach a log. Some clients still send `Password` in the query (LawFirm
 * add/update), and codes or tokens may travel there too, so before a URL is logged the value
 * of every query parameter whose name looks secret is replaced: a name that contains `pass`,
 * `psw`, `secret`, `token`, `code`, `otp`, `challenge` or `invitation`, in any casing and
 * escaping, and whatever wraps it (`newPassword`, `creditorPsw`, `password[]`, `user[password]`,
 * `x.token`). Matching on a part of the name, not on a list of names, so a field added later
 * is covered too; a harmless name that matches (`postCode`) is only redacted. One
 * implementation for the API's request log (server/src/http/redact.ts) and the static
 * servers' own messages (static-server.mjs), which run on plain Node.
 */
const SECRET_NAME = /pass|psw|secret|token|code|otp|challenge|invitation/i;
export const REDACTED = '[redacted]';

/** True when a query parameter (or field) of this name may carry a secret. */
export function isSecretName(name) {
  return SECRET_NAME.test(name);
}

/**
 * A query name as a server reads it, leniently: every valid `%XX` decoded byte by byte (a
 * malformed escape elsewhere in the name must not hide `pass%77ord`), a few times over (so a
 * double escape is read too), `+` as a space.
 */
function plainName(raw) {
  let name = raw.replace(/\+/g, ' ');
  for (let round = 0; round < 3; round += 1) {
    const decoded = name.replace(/%([0-9a-f]{2})/gi, (_, hex) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (decoded === name) break;
    name = decoded;
  }
  return name;
}

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
      return isSecretName(plainName(rawName)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}${url.slice(end)}`;
}
