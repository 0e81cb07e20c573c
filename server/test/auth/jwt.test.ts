import { signToken, verifyToken } from '../../src/auth/jwt';
import { readChallenge, signChallenge } from '../../src/auth/two-factor';

/**
 * A token has exactly one spelling. The signature was decoded before it was compared, so
 * `sig=`, `sig==` and a last character that differs only in bits base64url does not use
 * all passed: one token, several strings (and a signed-out or logged token could come back
 * in another spelling). Now the signature must be the canonical base64url text itself.
 */
const SECRET = 'a-secret-of-at-least-thirty-two-bytes!!';
const token = signToken(
  { sub: '7', email: 'a@b.se', userType: 'U', lawFirmId: 1, creditorId: null, ver: 0 },
  SECRET,
  3600,
);
const [head, body, sig] = token.split('.') as [string, string, string];

/** The same 32 bytes with another last character: 43 characters carry 258 bits, the last 2 unused. */
function sameBytesOtherSpelling(signature: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(signature.at(-1) as string);
  return `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
}

describe('a JWT signature', () => {
  it('is accepted in its canonical spelling', () => {
    expect(verifyToken(token, SECRET)).toMatchObject({ ok: true });
  });

  it.each([
    ['with one = of padding', `${sig}=`],
    ['with two = of padding', `${sig}==`],
    ['with a non-canonical last character (same bytes)', sameBytesOtherSpelling(sig)],
    ['in standard base64 (+ and /)', Buffer.from(sig, 'base64url').toString('base64')],
    ['with a space after it', `${sig} `],
  ])('is refused %s', (_name, spelled) => {
    // The spelling decodes to the very same bytes (except the space), so only the text can tell.
    if (!spelled.endsWith(' ') && !/[+/]/.test(spelled))
      expect(Buffer.from(spelled, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
    expect(verifyToken(`${head}.${body}.${spelled}`, SECRET)).toEqual({ ok: false, problem: 'signature' });
  });
});

describe('a two-factor challenge', () => {
  it('has one spelling too', () => {
    const challenge = signChallenge(SECRET, 7, 0);
    const [payload, signature] = challenge.split('.') as [string, string];
    expect(readChallenge(SECRET, challenge)).toMatchObject({ userId: 7, version: 0 });
    expect(readChallenge(SECRET, `${payload}.${signature}=`)).toBeNull();
    expect(readChallenge(SECRET, `${payload}.${sameBytesOtherSpelling(signature)}`)).toBeNull();
  });
});
