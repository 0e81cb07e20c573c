import { generate } from 'otplib';
import { call, createTestApp, DEMO, login, type SignedIn, type TestApp } from '../helper';

/**
 * Two-factor sign-in for S, A and U: TOTP set up on the account
 * page (QR code + 10 recovery codes), sign-in in two calls, recovery codes that
 * work once, wrong codes counted as failed sign-ins, and S requiring it for a firm.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The code of the next 30 s step: the current one was spent on enabling (a code works once). */
const nextCode = (secret: string, steps = 1) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });
const post = (url: string, who: SignedIn | null, payload?: object) =>
  call(t.app, { method: 'POST', url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const firmLogin = (email: string, password = 'Demo1234!') =>
  call(t.app, { method: 'POST', url: '/api/Auth/login', payload: { EmalId: email, password } });

/** Turns two-factor on; the session goes on with the fresh token the answer hands it (the others end). */
async function enable(who: SignedIn): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post('/api/Auth/twoFactor/setup', who);
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data;
  const enabled = await post('/api/Auth/twoFactor/enable', who, {
    code: await generate({ secret }),
    password: 'Demo1234!',
  });
  expect(enabled.status).toBe(200);
  who.headers.authorization = enabled.res.headers.authorization as string;
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes };
}

let adminSecret = '';

describe('setting two-factor sign-in up', () => {
  it('gives a QR code, needs a right code, answers 10 recovery codes and stores nothing readable', async () => {
    const admin = await login(t.app, 'admin');
    const setup = await post('/api/Auth/twoFactor/setup', admin);
    expect(setup.body.data.otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/Case%20portal:admin%40portal\.demo\?secret=/,
    );
    expect(setup.body.data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const { secret } = setup.body.data;
    adminSecret = secret;
    const wrong = await post('/api/Auth/twoFactor/enable', admin, { code: '000000', password: 'Demo1234!' });
    expect(wrong.status).toBe(400);
    const enabled = await post('/api/Auth/twoFactor/enable', admin, {
      code: await generate({ secret }),
      password: 'Demo1234!',
    });
    expect(enabled.status).toBe(200);
    admin.headers.authorization = enabled.res.headers.authorization as string;
    const codes: string[] = enabled.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // A database dump alone reveals neither the secret nor a recovery code.
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO.admin)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify([row, await t.db.selectFrom('recovery_codes').selectAll().execute()]);
    expect(stored).not.toContain(secret);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    const account = await call(t.app, { method: 'GET', url: '/api/Auth/account', headers: admin.headers });
    expect(account.body.data).toMatchObject({
      twoFactorEnabled: true,
      twoFactorRequired: false,
      recoveryCodesLeft: 10,
    });
  });
});

describe('signing in with two-factor on', () => {
  let secret: string;
  let recovery: string[];
  beforeAll(async () => {
    ({ secret, recoveryCodes: recovery } = await enable(await login(t.app, 'ulf')));
  });

  it('answers a challenge without a token, then the normal login response for a right code', async () => {
    const first = await firmLogin(DEMO.ulf);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      requiresTwoFactor: true,
      method: 'totp',
      challenge: expect.any(String),
    });
    expect(first.res.headers.authorization).toBeUndefined();
    const code = await nextCode(secret);
    const second = await post('/api/Auth/verifyTwoFactor', null, {
      challenge: first.body.data.challenge,
      code,
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ userType: 'U', token: expect.any(String), email: DEMO.ulf });
    const headers = { authorization: `Bearer ${second.body.data.token}` };
    expect((await call(t.app, { method: 'GET', url: '/api/Auth/account', headers })).status).toBe(200);
    // The same code does not work twice.
    const again = await firmLogin(DEMO.ulf);
    const replay = await post('/api/Auth/verifyTwoFactor', null, {
      challenge: again.body.data.challenge,
      code,
    });
    expect(replay.status).toBe(401);
  });

  it('takes a recovery code once', async () => {
    const use = async (code: string) => {
      const first = await firmLogin(DEMO.ulf);
      return post('/api/Auth/verifyTwoFactor', null, { challenge: first.body.data.challenge, code });
    };
    expect((await use(recovery[0]!.toLowerCase())).status).toBe(200);
    expect((await use(recovery[0]!)).status).toBe(401);
    const ulf = (await use(recovery[1]!.replace('-', ''))).body.data;
    const account = await call(t.app, {
      method: 'GET',
      url: '/api/Auth/account',
      headers: { authorization: `Bearer ${ulf.token}` },
    });
    expect(account.body.data.recoveryCodesLeft).toBe(8);
  });

  it('refuses a forged or stale challenge', async () => {
    const first = await firmLogin(DEMO.ulf);
    const [payload, sig] = first.body.data.challenge.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url')}.${sig}`;
    const code = await nextCode(secret, 2);
    expect((await post('/api/Auth/verifyTwoFactor', null, { challenge: forged, code })).status).toBe(401);
    expect((await post('/api/Auth/verifyTwoFactor', null, { challenge: 'x.y', code })).status).toBe(401);
    expect(
      (await post('/api/Auth/verifyTwoFactor', null, { challenge: first.body.data.challenge, code: '12' }))
        .status,
    ).toBe(400);
  });

  it('counts wrong codes per account (429 after 5), apart from the wrong passwords', async () => {
    await t.db.deleteFrom('sign_in_failures').execute(); // the tests above spent two
    const first = await firmLogin(DEMO.ulf);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post('/api/Auth/verifyTwoFactor', null, {
        challenge: first.body.data.challenge,
        code: String(100000 + i),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The password step is not locked by them (two-factor-edges.test.ts).
    expect((await firmLogin(DEMO.ulf)).status).toBe(200);
  });
});

describe('turning it off', () => {
  it('needs the current password', async () => {
    const anna = await login(t.app, 'anna');
    await enable(anna);
    expect((await post('/api/Auth/twoFactor/disable', anna, { password: 'fel-fel' })).status).toBe(400);
    expect((await post('/api/Auth/twoFactor/disable', anna, { password: 'Demo1234!' })).status).toBe(200);
    expect((await firmLogin(DEMO.anna)).body.data.token).toEqual(expect.any(String));
  });
});

describe('S requires two-factor sign-in for a firm', () => {
  it('ends the sessions of staff without it, sends them to set it up, and opens the rest after', async () => {
    const challenge = (await firmLogin(DEMO.admin)).body.data.challenge;
    const signedIn = await post('/api/Auth/verifyTwoFactor', null, {
      challenge,
      code: await nextCode(adminSecret),
    });
    const s = {
      ...signedIn.body.data,
      headers: { authorization: `Bearer ${signedIn.body.data.token}` },
    } as SignedIn;
    const karin = await login(t.app, 'karin');
    const firm = (
      await call(t.app, {
        method: 'GET',
        url: `/api/LawFirm/getById?lawFirmId=${karin.lawFirmId}`,
        headers: s.headers,
      })
    ).body.data;
    const query = (extra: Record<string, string>) =>
      new URLSearchParams({
        LawFirmId: String(firm.lawFirmId),
        LawfirmName: firm.lawfirmName,
        LawfirmContactName: firm.lawfirmContactName,
        LawfirmContactEmail: firm.lawfirmContactEmail,
        ...extra,
      });
    // A cannot set it: the value is ignored.
    await call(t.app, {
      method: 'PUT',
      url: `/api/LawFirm/update?${query({ RequireTwoFactor: 'true' })}`,
      headers: karin.headers,
    });
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/LawFirm/getById?lawFirmId=${firm.lawFirmId}`,
          headers: karin.headers,
        })
      ).body.data.requireTwoFactor,
    ).toBe(false);
    const on = await call(t.app, {
      method: 'PUT',
      url: `/api/LawFirm/update?${query({ RequireTwoFactor: 'true' })}`,
      headers: s.headers,
    });
    expect(on.status).toBe(200);
    expect(on.body.data.requireTwoFactor).toBe(true);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/Auth/account', headers: karin.headers })).status,
    ).toBe(401);

    const again = await firmLogin(DEMO.karin);
    expect(again.body.data).toMatchObject({ userType: 'A', twoFactorSetupRequired: true });
    const pending = { ...karin, headers: { authorization: `Bearer ${again.body.data.token}` } };
    const cases = await call(t.app, {
      method: 'GET',
      url: `/api/Case/get?lawFirmId=${firm.lawFirmId}`,
      headers: pending.headers,
    });
    expect(cases.status).toBe(403);
    expect(cases.body.message).toBe('Set up two-factor sign-in first');
    const account = await call(t.app, { method: 'GET', url: '/api/Auth/account', headers: pending.headers });
    expect(account.body.data).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
    await enable(pending);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/Case/get?lawFirmId=${firm.lawFirmId}`,
          headers: pending.headers,
        })
      ).status,
    ).toBe(200);
    expect((await post('/api/Auth/twoFactor/disable', pending, { password: 'Demo1234!' })).status).toBe(400);
  });
});
