import { readOutbox } from '../../src/mail';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { call, createTestApp, DEMO, login, type SignedIn, type TestApp } from '../helper';
import { signupBody } from '../signup-fixture';

/**
 * Throttles that cannot lock the owner out. It went like this: 10 wrong passwords from each
 * of 5 addresses tripped the account's ceiling of 50, and the owner's right password from a
 * fresh address then got 429 for minutes. Now, past that ceiling, the right password from an
 * address that has not failed for the account signs in after a second proof (a code mailed
 * to the account, or the authenticator of staff with two-factor on), never a bare 429. The
 * per-pair and per-address limits stay; an IPv4 address written as IPv6 counts as itself, and
 * IPv6 addresses count by their /64. A debt collector's exact creditor search has limits of
 * its own. (The older rules: throttles-cannot-be-turned-against-users.test.ts.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('sign_in_failures').execute();
  await t.db.deleteFrom('mail_requests').execute();
});

const firmSignIn = (email: string, password: string, remoteAddress: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/Auth/login',
    payload: { EmalId: email, password },
    remoteAddress,
  });
const creditorSignIn = (email: string, password: string, remoteAddress: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/Creditor/login',
    payload: { emalId: email, password },
    remoteAddress,
  });
const secondStep = (challenge: string, code: string, remoteAddress = '198.51.100.200') =>
  call(t.app, {
    method: 'POST',
    url: '/api/Auth/verifyTwoFactor',
    payload: { challenge, code },
    remoteAddress,
  });

/** 10 wrong passwords from each of 5 addresses: the account's ceiling of 50 has tripped. */
async function tripCeiling(signIn: typeof firmSignIn, email: string) {
  for (let a = 1; a <= 5; a += 1)
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(email, `fel-${i}`, `203.0.113.${a}`)).status).toBe(401);
}

async function lastCode(email: string): Promise<string> {
  await t.app.portal.deferredMail.idle();
  const subject = readOutbox(t.config.dataDir)
    .filter((m) => m.to === email)
    .at(-1)?.subject;
  return /\b(\d{6})\b/.exec(subject ?? '')?.[1] as string;
}

describe('past the per-e-mail ceiling', () => {
  it('lets the owner of a firm account in from a fresh address with a code mailed to it', async () => {
    await tripCeiling(firmSignIn, DEMO.karin);
    const owner = await firmSignIn(DEMO.karin, DEMO_PASSWORD, '198.51.100.7');
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ requiresTwoFactor: true, method: 'email' });
    expect(owner.body.data.token).toBeUndefined();
    const challenge = owner.body.data.challenge as string;
    expect((await secondStep(challenge, '000000')).status).toBe(401);
    const code = await lastCode(DEMO.karin);
    expect(code).toMatch(/^\d{6}$/);
    const done = await secondStep(challenge, code);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ userType: 'A', email: DEMO.karin });
    expect(done.res.headers.authorization).toMatch(/^Bearer /);
  });

  it('lets a creditor in the same way', async () => {
    await tripCeiling(creditorSignIn, DEMO.bygg);
    const owner = await creditorSignIn(DEMO.bygg, DEMO_PASSWORD, '198.51.100.8');
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ requiresTwoFactor: true, method: 'email' });
    const done = await secondStep(owner.body.data.challenge, await lastCode(DEMO.bygg));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ userType: 'C', email: DEMO.bygg });
  });

  it('still refuses an address that has failed for the account, and a wrong password counts', async () => {
    await tripCeiling(firmSignIn, DEMO.ulf);
    // One of the five addresses that failed: a bare 429 there.
    const failedHere = await firmSignIn(DEMO.ulf, DEMO_PASSWORD, '203.0.113.3');
    expect(failedHere.status).toBe(429);
    expect(Number(failedHere.res.headers['retry-after'])).toBeGreaterThan(0);
    // A fresh address with a wrong password: 401, and from then on it has failed too.
    expect((await firmSignIn(DEMO.ulf, 'fel-igen', '198.51.100.9')).status).toBe(401);
    expect((await firmSignIn(DEMO.ulf, DEMO_PASSWORD, '198.51.100.9')).status).toBe(429);
    // A right password never answers a token on its own while the ceiling stands.
    const fresh = await firmSignIn(DEMO.ulf, DEMO_PASSWORD, '198.51.100.10');
    expect(fresh.body.data.token).toBeUndefined();
  });
});

describe('client addresses', () => {
  it('count an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await firmSignIn(DEMO.anna, 'fel', '::ffff:203.0.113.66')).status).toBe(401);
    expect((await firmSignIn(DEMO.anna, DEMO_PASSWORD, '203.0.113.66')).status).toBe(429);
  });

  it('count IPv6 addresses by their /64', async () => {
    for (let i = 1; i <= 10; i += 1)
      expect((await firmSignIn(DEMO.anna, 'fel', `2001:db8:1:2::${i.toString(16)}`)).status).toBe(401);
    expect((await firmSignIn(DEMO.anna, DEMO_PASSWORD, '2001:db8:1:2:ffff:1:2:3')).status).toBe(429);
    expect((await firmSignIn(DEMO.anna, DEMO_PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
  });
});

describe("a debt collector's exact search", () => {
  const search = (who: SignedIn, remoteAddress: string, term = '556000-0000') =>
    call(t.app, {
      method: 'GET',
      url: `/api/Creditor/get?search=${encodeURIComponent(term)}`,
      headers: who.headers,
      remoteAddress,
    });

  /** A new verified debt collector. */
  async function debtCollector(email: string): Promise<SignedIn> {
    const body = { ...signupBody(email, 'Indrivaren AB'), isDebtCollector: true };
    await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/signup',
      payload: body,
      remoteAddress: '192.0.2.1',
    });
    await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/verifyOtp',
      payload: { email, otp: await lastCode(email), password: body.creditorPsw },
      remoteAddress: '192.0.2.1',
    });
    return login(t.app, email, body.creditorPsw, 'creditor');
  }

  it('allows 30 per debt collector in 15 minutes, then 429 with Retry-After', async () => {
    const inkasso = await login(t.app, 'inkasso');
    for (let i = 0; i < 30; i += 1) expect((await search(inkasso, `198.51.100.${i + 1}`)).status).toBe(200);
    const past = await search(inkasso, '198.51.100.99');
    expect(past.status).toBe(429);
    expect(Number(past.res.headers['retry-after'])).toBeGreaterThan(0);
    // Listing its own creditors is no search.
    expect(
      (await call(t.app, { method: 'GET', url: '/api/Creditor/get', headers: inkasso.headers })).status,
    ).toBe(200);
  });

  it('allows 60 per address in 15 minutes, whichever debt collectors search', async () => {
    const [first, second, third] = [
      await debtCollector('forsta-indrivare@kund.se'),
      await debtCollector('andra-indrivare@kund.se'),
      await debtCollector('tredje-indrivare@kund.se'),
    ] as [SignedIn, SignedIn, SignedIn];
    for (let i = 0; i < 30; i += 1) expect((await search(first, '203.0.113.150')).status).toBe(200);
    for (let i = 0; i < 30; i += 1) expect((await search(second, '203.0.113.150')).status).toBe(200);
    expect((await search(third, '203.0.113.150')).status).toBe(429);
    expect((await search(third, '203.0.113.151')).status).toBe(200);
  });
});
