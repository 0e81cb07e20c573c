import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type TokenClaims, tokenClaimsSchema } from 'shared-api/contract';

/** HS256 JSON Web Tokens with node:crypto: nothing but what the portal needs. */

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/**
 * True when `given` is exactly the canonical base64url text of `expected`: no padding, no
 * other characters, and the last character's unused bits zero. Decoding first and comparing
 * bytes accepted `sig=`, `sig==` and a last character differing in its unused bits, so one
 * token had several spellings (a signed-out token could come back in another one). Compared
 * in constant time as text.
 */
export function isCanonicalSignature(given: string, expected: Buffer): boolean {
  const want = Buffer.from(expected.toString('base64url'), 'ascii');
  const got = Buffer.from(given, 'utf8');
  return got.length === want.length && timingSafeEqual(got, want);
}

/** Signs the claims; each token gets its own `jti` unless one is given. */
export function signToken(
  claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'> & { jti?: string },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const jti = claims.jti ?? randomBytes(16).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ ...claims, jti, iat, exp: iat + ttlSeconds })).toString(
    'base64url',
  );
  const input = `${HEADER}.${payload}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

export type TokenProblem = 'malformed' | 'signature' | 'expired';

/** The claims of a valid, unexpired token, or the reason it is not. */
export function verifyToken(
  token: string,
  secret: string,
  now = Date.now(),
): { ok: true; claims: TokenClaims } | { ok: false; problem: TokenProblem } {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, problem: 'malformed' };
  const [header, payload, sig] = parts as [string, string, string];
  if (!isCanonicalSignature(sig, signature(`${header}.${payload}`, secret))) {
    return { ok: false, problem: 'signature' };
  }
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (head?.alg !== 'HS256') return { ok: false, problem: 'malformed' };
    const claims = tokenClaimsSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    if (!claims.success) return { ok: false, problem: 'malformed' };
    if (claims.data.exp * 1000 <= now) return { ok: false, problem: 'expired' };
    return { ok: true, claims: claims.data };
  } catch {
    return { ok: false, problem: 'malformed' };
  }
}
