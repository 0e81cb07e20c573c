import { signToken } from '../../src/auth/jwt';
import { ensurePortalAdmin } from '../../src/seed/admin';
import { call, createTestApp, DEMO, type DemoUser, login, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const protectedCall = (headers: Record<string, string> = {}) =>
  call(t.app, { method: 'GET', url: '/api/LawFirm/get', headers });

describe('POST /api/Auth/login and /api/Creditor/login', () => {
  it.each([
    ['admin', 'S'],
    ['anna', 'A'],
    ['ulf', 'U'],
    ['karin', 'A'],
    ['leverantor', 'C'],
    ['bygg', 'C'],
    ['inkasso', 'D'],
  ] as [DemoUser, string][])('signs in %s as %s with a token in body and header', async (who, userType) => {
    const firmSide = ['S', 'A', 'U'].includes(userType);
    const res = await t.app.inject({
      method: 'POST',
      url: firmSide ? '/api/Auth/login' : '/api/Creditor/login',
      payload: firmSide
        ? { EmalId: DEMO[who], password: 'Demo1234!' }
        : { emalId: DEMO[who], password: 'Demo1234!' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ isSuccess: true, message: 'Login successful' });
    expect(body.data.userType).toBe(userType);
    expect(res.headers.authorization).toBe(`Bearer ${body.data.token}`);
    if (firmSide) {
      expect(body.data.creditorId).toBeNull();
      expect(body.data.lawFirmId === null).toBe(userType === 'S');
    } else {
      expect(body.data.creditorId).toEqual(expect.any(Number));
      expect(body.data.lawFirmId).toBeNull();
    }
  });

  it('does not let a creditor in through the firm login, or a firm user through the creditor login', async () => {
    const a = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/login',
      payload: { EmalId: DEMO.leverantor, password: 'Demo1234!' },
    });
    expect(a.status).toBe(401);
    const b = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/login',
      payload: { emalId: DEMO.anna, password: 'Demo1234!' },
    });
    expect(b.status).toBe(401);
  });

  it('answers 401 for a wrong password', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/login',
      payload: { EmalId: DEMO.karin, password: 'wrong-password' },
    });
    expect(status).toBe(401);
    expect(body).toEqual({ isSuccess: false, message: 'Invalid email or password', data: null });
  });

  it('answers 403 Email not verified for an unverified creditor with the right password', async () => {
    const { hashPassword } = await import('../../src/auth/password');
    await t.db
      .insertInto('creditors')
      .values({
        name: 'Ny Kund AB',
        email: 'ny@kund.se',
        password_hash: await hashPassword('Hemligt1'),
        email_verified_at: null,
      })
      .execute();
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/login',
      payload: { emalId: 'ny@kund.se', password: 'fel' },
    });
    expect(wrong.status).toBe(401);
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/login',
      payload: { emalId: 'ny@kund.se', password: 'Hemligt1' },
    });
    expect(status).toBe(403);
    expect(body.message).toBe('Email not verified');
  });
});

describe('throttling failed sign-ins', () => {
  const attempt = (password: string) =>
    call(t.app, { method: 'POST', url: '/api/Auth/login', payload: { EmalId: DEMO.ulf, password } });

  it('counts only failures: 10 for one e-mail, then 429 with Retry-After even for the right password', async () => {
    for (let i = 0; i < 9; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await attempt('Demo1234!')).status).toBe(200);
    expect((await attempt('wrong-last')).status).toBe(401);
    const blocked = await attempt('Demo1234!');
    expect(blocked.status).toBe(429);
    expect(blocked.body.isSuccess).toBe(false);
    const retryAfter = Number(blocked.res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another e-mail from the same address is not affected.
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/Auth/login',
          payload: { EmalId: DEMO.karin, password: 'Demo1234!' },
        })
      ).status,
    ).toBe(200);
  });

  it('throttles an unknown e-mail the same way (no hint that it does not exist)', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await call(t.app, {
        method: 'POST',
        url: '/api/Creditor/login',
        payload: { emalId: 'ghost@nowhere.se', password: 'x' },
      });
      expect(r.status).toBe(401);
    }
    const r = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/login',
      payload: { emalId: 'GHOST@nowhere.se', password: 'x' },
    });
    expect(r.status).toBe(429);
    expect(r.res.headers['retry-after']).toBeDefined();
  });
});

describe('tokens on a protected route', () => {
  it('answers 401 without a token', async () => {
    const { status, body } = await protectedCall();
    expect(status).toBe(401);
    expect(body).toEqual({ isSuccess: false, message: 'Missing or expired token', data: null });
  });

  it('answers 401 for a tampered token', async () => {
    const anna = await login(t.app, 'anna');
    const [h, p, s] = anna.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, userType: 'S', lawFirmId: null })).toString(
      'base64url',
    );
    expect((await protectedCall({ authorization: `Bearer ${h}.${forged}.${s}` })).status).toBe(401);
    expect((await protectedCall({ authorization: `Bearer ${h}.${p}.${s.slice(0, -2)}xx` })).status).toBe(401);
    expect((await protectedCall({ authorization: 'Bearer not.a.token' })).status).toBe(401);
    const otherKey = signToken(
      { sub: '1', email: DEMO.admin, userType: 'S', lawFirmId: null, creditorId: null },
      'another-secret-of-sufficient-length',
      3600,
    );
    expect((await protectedCall({ authorization: `Bearer ${otherKey}` })).status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const admin = await login(t.app, 'admin');
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString());
    const expired = signToken(
      { sub: claims.sub, email: claims.email, userType: 'S', lawFirmId: null, creditorId: null },
      t.config.jwtSecret,
      60,
      Date.now() - 2 * 3600 * 1000,
    );
    const { status, body } = await protectedCall({ authorization: `Bearer ${expired}` });
    expect(status).toBe(401);
    expect(body.message).toBe('Missing or expired token');
  });

  it('answers 403 for a signed-in caller of the wrong role', async () => {
    const creditor = await login(t.app, 'leverantor');
    const { status, body } = await protectedCall(creditor.headers);
    expect(status).toBe(403);
    expect(body.isSuccess).toBe(false);
  });
});

describe('the platform administrator from the environment', () => {
  it('is created when missing and its password reset when changed', async () => {
    expect(await ensurePortalAdmin(t.db, 'ops@portal.se', 'First-pass1')).toBe('created');
    expect((await login(t.app, 'ops@portal.se', 'First-pass1')).userType).toBe('S');
    expect(await ensurePortalAdmin(t.db, 'ops@portal.se', 'First-pass1')).toBe('unchanged');
    expect(await ensurePortalAdmin(t.db, 'ops@portal.se', 'Second-pass2')).toBe('reset');
    expect((await login(t.app, 'ops@portal.se', 'Second-pass2')).userType).toBe('S');
  });
});
