import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP seeds), stored so that a database
 * dump alone does not reveal them: AES-256-GCM with a key derived (HKDF) from
 * JWT_SECRET, which lives outside the database. Format: v1.iv.tag.data (base64url).
 * Rotating JWT_SECRET makes old secrets unreadable: those users set up
 * two-factor again (their recovery codes still sign them in).
 */
const keyFor = (jwtSecret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'case-portal', purpose, 32));

export function seal(jwtSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(jwtSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the box was sealed with another key or tampered with. */
export function open(jwtSecret: string, purpose: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(jwtSecret, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
