import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { isCanonicalSignature } from './jwt';

/**
 * Two-factor sign-in: TOTP (RFC 6238, 30 s steps, one step of
 * drift either way) through otplib, ten one-time recovery codes, and the
 * short-lived challenge that links the two steps of a sign-in.
 */
export const TOTP_PURPOSE = 'totp-secret';
export const ISSUER = 'Case portal';
export const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_TTL_SECONDS = 300;

export const newTotpSecret = () => generateSecret();

export async function setupFor(email: string, secret: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step of a valid code, or null. A step at or before `lastStep` is
 * refused: a code works once, even inside its 30 seconds.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  if (!result.valid || !('timeStep' in result)) return null;
  const step = Number(result.timeStep);
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

/** Ten codes such as `K7Q2M-XR4TP`: 50 bits each, from an alphabet without 0/O and 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Stored hashed (SHA-256 with the user id: the codes carry 50 random bits, so a slow hash adds nothing). */
export function recoveryCodeHash(userId: number, code: string): string {
  const normal = code.replace(/-/g, '').toUpperCase();
  return createHash('sha256').update(`recovery:${userId}:${normal}`).digest('base64url');
}

/**
 * The challenge between the two steps: the account (a firm user or, for a mailed code, a
 * creditor), its token version, how the second step proves itself (the authenticator app, or
 * a code mailed to the account while its failed-sign-in ceiling has tripped), an expiry and a
 * nonce. Signed with a key derived from JWT_SECRET for this purpose alone (it can never pass
 * for an access token). It works once: the nonce is recorded when a second step succeeds
 * (auth/second-step.ts).
 */
const challengeKey = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('two-factor-challenge').digest();

export type ChallengeMethod = 'totp' | 'email';
export type ChallengeAccount = 'user' | 'creditor';

export interface Challenge {
  userId: number;
  version: number;
  account: ChallengeAccount;
  method: ChallengeMethod;
  nonce: string;
  expiresAt: Date;
}

export function signChallenge(
  jwtSecret: string,
  userId: number,
  version: number,
  now = Date.now(),
  how: { account?: ChallengeAccount; method?: ChallengeMethod } = {},
): string {
  const payload = Buffer.from(
    JSON.stringify({
      sub: userId,
      ver: version,
      exp: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS,
      n: randomBytes(16).toString('base64url'),
      ...(how.account === 'creditor' ? { k: 'c' } : {}),
      ...(how.method === 'email' ? { m: 'email' } : {}),
    }),
  ).toString('base64url');
  const sig = createHmac('sha256', challengeKey(jwtSecret)).update(payload).digest('base64url');
  return `${payload}.${sig}`;
}

export function readChallenge(jwtSecret: string, challenge: string, now = Date.now()): Challenge | null {
  const [payload, sig, extra] = challenge.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const expected = createHmac('sha256', challengeKey(jwtSecret)).update(payload).digest();
  if (!isCanonicalSignature(sig, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims.sub !== 'number' || typeof claims.ver !== 'number' || typeof claims.exp !== 'number')
      return null;
    if (typeof claims.n !== 'string' || !claims.n) return null;
    if (claims.exp * 1000 <= now) return null;
    return {
      userId: claims.sub,
      version: claims.ver,
      account: claims.k === 'c' ? 'creditor' : 'user',
      method: claims.m === 'email' ? 'email' : 'totp',
      nonce: claims.n,
      expiresAt: new Date(claims.exp * 1000),
    };
  } catch {
    return null;
  }
}
