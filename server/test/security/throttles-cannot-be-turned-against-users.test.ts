import { loadConfig } from '../../src/config';
import { readOutbox } from '../../src/mail';
import { call, createTestApp, DEMO, type TestApp } from '../helper';
import { signupBody } from '../signup-fixture';

/**
 * "Throttles that cannot be turned against users": whose
 * X-Forwarded-For counts is TRUSTED_PROXIES; counting is atomic (40 parallel
 * wrong passwords gave 15 × 401); a stranger cannot lock an owner out (10 per
 * pair of e-mail and address, 50 per e-mail, 100 per address; successes never
 * count); codes past their tries answer 429; calls that send mail are limited.
 * Runs on PGlite (project server) and PostgreSQL (server-pg); two instances:
 * e2e/tests/scale-out.spec.ts.
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

const signIn = (email: string, password: string, remoteAddress = '198.51.100.1', headers = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/api/Auth/login',
    payload: { EmalId: email, password },
    remoteAddress,
    headers,
  });
const count = (statuses: number[]) => {
  const seen: Record<number, number> = {};
  for (const status of statuses) seen[status] = (seen[status] ?? 0) + 1;
  return seen;
};

describe('atomic counting', () => {
  it('gives 40 parallel wrong sign-ins for one e-mail at most 10 answers of 401', async () => {
    const all = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(DEMO.ulf, `wrong-${i}`)));
    const seen = count(all.map((r) => r.status));
    expect(seen[401] ?? 0).toBeLessThanOrEqual(10);
    expect((seen[401] ?? 0) + (seen[429] ?? 0)).toBe(40);
    for (const r of all.filter((x) => x.status === 429))
      expect(Number(r.res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a stranger cannot lock the owner out', () => {
  it('locks the pair of e-mail and address after 10 failures; the owner elsewhere still signs in', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(DEMO.anna, `wrong-${i}`, '203.0.113.66')).status).toBe(401);
    expect((await signIn(DEMO.anna, 'Demo1234!', '203.0.113.66')).status).toBe(429);
    expect((await signIn(DEMO.anna, 'Demo1234!', '198.51.100.7')).status).toBe(200);
  });

  it('locks the e-mail after 50 failures from all addresses together, but not for the owner elsewhere', async () => {
    for (let i = 0; i < 50; i += 1)
      expect((await signIn(DEMO.karin, 'wrong', `203.0.113.${i + 1}`)).status).toBe(401);
    const locked = await signIn(DEMO.karin, 'Demo1234!', '203.0.113.7');
    expect(locked.status).toBe(429);
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(0);
    // From an address that has not failed, the right password asks for a second proof instead
    // (owner-gets-in-past-the-sign-in-ceiling.test.ts).
    const owner = await signIn(DEMO.karin, 'Demo1234!', '198.51.100.99');
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ requiresTwoFactor: true, method: 'email' });
  });

  it('locks the address after 100 failures, whatever the e-mails', async () => {
    for (let i = 0; i < 100; i += 1)
      expect((await signIn(`nobody${i}@x.se`, 'wrong', '203.0.113.200')).status).toBe(401);
    expect((await signIn(DEMO.ulf, 'Demo1234!', '203.0.113.200')).status).toBe(429);
    expect((await signIn(DEMO.ulf, 'Demo1234!', '203.0.113.201')).status).toBe(200);
  });

  it('never counts a successful sign-in', async () => {
    for (let i = 0; i < 15; i += 1) expect((await signIn(DEMO.ulf, 'Demo1234!')).status).toBe(200);
    const wrong = [];
    for (let i = 0; i < 11; i += 1) wrong.push((await signIn(DEMO.ulf, 'wrong')).status);
    expect(count(wrong)).toEqual({ 401: 10, 429: 1 });
  });
});

describe('whose X-Forwarded-For counts', () => {
  it('ignores it from an address that is not a trusted proxy (loopback only by default)', async () => {
    for (let i = 0; i < 10; i += 1)
      await signIn(DEMO.anna, 'wrong', '10.1.2.3', { 'x-forwarded-for': `203.0.113.${i + 1}` });
    // All ten came from 10.1.2.3: the pair is locked whatever the header says.
    expect(
      (await signIn(DEMO.anna, 'Demo1234!', '10.1.2.3', { 'x-forwarded-for': '198.51.100.50' })).status,
    ).toBe(429);
  });

  it('believes it from TRUSTED_PROXIES (addresses or CIDRs)', async () => {
    expect(
      loadConfig({ DATA_DIR: t.config.dataDir, TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.5' }).trustedProxies,
    ).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      /TRUSTED_PROXIES/,
    );
    const behind = await createTestApp({ trustedProxies: ['10.0.0.0/8'] });
    try {
      const viaBalancer = (address: string, password: string) =>
        call(behind.app, {
          method: 'POST',
          url: '/api/Auth/login',
          payload: { EmalId: DEMO.anna, password },
          remoteAddress: '10.9.8.7',
          headers: { 'x-forwarded-for': address },
        });
      for (let i = 0; i < 10; i += 1) expect((await viaBalancer('203.0.113.66', 'wrong')).status).toBe(401);
      expect((await viaBalancer('203.0.113.66', 'Demo1234!')).status).toBe(429);
      // Another client behind the same balancer is another address.
      expect((await viaBalancer('198.51.100.50', 'Demo1234!')).status).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

describe('one-time codes past their tries', () => {
  it('answer 429 with Retry-After (it was 400)', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 6; i += 1) {
      last = await call(t.app, {
        method: 'POST',
        url: '/api/Creditor/verifyOtp',
        payload: { email: 'gissning@x.se', otp: String(100000 + i), password: 'Hemligt1' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(Number(last?.res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('public calls that send mail', () => {
  const send = (kind: number, email: string, remoteAddress: string) => {
    const url = ['/api/Creditor/resendOtp', '/api/Auth/forgotPassword'][kind % 2] as string;
    return call(t.app, { method: 'POST', url, payload: { email }, remoteAddress });
  };

  it('allow 5 per address in 15 minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(i, `many${i}@x.se`, '203.0.113.77')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send(0, 'many9@x.se', '203.0.113.78')).status).toBe(200);
  });

  it('allow 3 per e-mail in an hour, from any addresses, and mail no more than that', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await send(1, DEMO.bygg, `203.0.113.${100 + i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await t.app.portal.deferredMail.idle();
    expect(readOutbox(t.config.dataDir).filter((m) => m.to === DEMO.bygg).length).toBeLessThanOrEqual(3);
  });

  it('count sign-ups too', async () => {
    const body = (email: string) => signupBody(email, 'Spam AB');
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await call(t.app, {
            method: 'POST',
            url: '/api/Creditor/signup',
            payload: body(`spam${i}@x.se`),
            remoteAddress: '203.0.113.88',
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
