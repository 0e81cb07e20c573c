import type { TokenClaims } from '../contract/auth';

const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/**
 * An unsigned-looking JWT for front-end tests (the client only reads `exp`).
 * `expiresInSeconds` may be negative for an expired token.
 */
export const makeTestToken = (claims: Partial<TokenClaims> = {}, expiresInSeconds = 3600): string => {
  const now = Math.floor(Date.now() / 1000);
  const payload: TokenClaims = {
    sub: '1',
    email: 'anna.berg@nordlaw.demo',
    userType: 'A',
    lawFirmId: 1,
    creditorId: null,
    iat: now,
    exp: now + expiresInSeconds,
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.test-signature`;
};
