import { z } from 'zod';
import { signToken, verifyToken } from '../../src/auth/jwt';
import { currentCost, hashPassword, verifyPassword } from '../../src/auth/password';
import { languageOf } from '../../src/http/language';
import { bindKeys } from '../../src/http/validation';

describe('bindKeys', () => {
  const schema = z.object({
    lawFirmId: z.number(),
    lawFirmUserOffices: z.array(z.object({ lawFirmOfficeId: z.number() })),
    nested: z.object({ creditorEmaill: z.string() }).optional(),
  });

  it('maps keys onto the schema’s names regardless of case, at any depth', () => {
    expect(
      bindKeys(
        {
          LAWFIRMID: 1,
          lawfirmuseroffices: [{ LawFirmOfficeId: 2 }],
          Nested: { creditoremaill: 'a@b.se' },
          extra: 1,
        },
        schema,
      ),
    ).toEqual({
      lawFirmId: 1,
      lawFirmUserOffices: [{ lawFirmOfficeId: 2 }],
      nested: { creditorEmaill: 'a@b.se' },
      extra: 1,
    });
  });

  it('lets an exact-case key win over another casing', () => {
    expect(bindKeys({ lawfirmid: 1, lawFirmId: 2 }, schema)).toMatchObject({ lawFirmId: 2 });
  });
});

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['sv', 'sv'],
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['en-GB,sv;q=0.5', 'en'],
    ['de,sv;q=0.5', 'sv'],
    ['fr', 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});

describe('tokens and passwords', () => {
  const claims = { sub: '7', email: 'a@b.se', userType: 'A' as const, lawFirmId: 1, creditorId: null };

  it('signs and verifies HS256 tokens with an expiry', () => {
    const token = signToken(claims, 'a-secret-of-some-length', 60);
    const result = verifyToken(token, 'a-secret-of-some-length');
    expect(result.ok && result.claims.exp - result.claims.iat).toBe(60);
    expect(verifyToken(token, 'another-secret-of-length')).toEqual({ ok: false, problem: 'signature' });
    const old = signToken(claims, 'a-secret-of-some-length', 60, Date.now() - 120_000);
    expect(verifyToken(old, 'a-secret-of-some-length')).toEqual({ ok: false, problem: 'expired' });
  });

  it('hashes passwords with a salt and its parameters', async () => {
    const a = await hashPassword('Hemligt1');
    const b = await hashPassword('Hemligt1');
    expect(a).not.toBe(b);
    // The parameters travel with the hash (the cost of NODE_ENV=test here; production: security/password-hashing).
    expect(a).toMatch(new RegExp(`^scrypt\\$${currentCost().N}\\$8\\$1\\$`));
    expect(await verifyPassword('Hemligt1', a)).toBe(true);
    expect(await verifyPassword('hemligt1', a)).toBe(false);
  });
});
