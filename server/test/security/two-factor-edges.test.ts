import { generate } from 'otplib';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { call, createTestApp, DEMO, login, type SignedIn, type TestApp } from '../helper';

/**
 * The edges of two-factor sign-in. Turning it on took a code from the app but not the
 * password, and left every other session open: a borrowed session could bind its own
 * authenticator and lock the owner out. A sign-in challenge could be used twice (two recovery
 * codes gave two sessions). Wrong codes had no limit of their own per account; they counted
 * towards the e-mail's ceiling of wrong passwords instead, so they could help lock the owner
 * out. Now enabling needs the password and ends every other session, a challenge works once,
 * and wrong second-step codes have their own per-account limit.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let client = 0;
const from = () => ({ remoteAddress: `198.51.100.${(client++ % 250) + 1}` });
const post = (url: string, who: SignedIn | null, payload?: object) =>
  call(t.app, {
    method: 'POST',
    url,
    headers: who?.headers ?? {},
    ...(payload ? { payload } : {}),
    ...from(),
  });
const firmLogin = (email: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/Auth/login',
    payload: { EmalId: email, password: DEMO_PASSWORD },
    ...from(),
  });
const account = (who: SignedIn) =>
  call(t.app, { method: 'GET', url: '/api/Auth/account', headers: who.headers });

async function turnOn(who: SignedIn) {
  const { secret } = (await post('/api/Auth/twoFactor/setup', who)).body.data;
  const enabled = await post('/api/Auth/twoFactor/enable', who, {
    code: await generate({ secret }),
    password: DEMO_PASSWORD,
  });
  expect(enabled.status).toBe(200);
  return {
    secret,
    recovery: enabled.body.data.recoveryCodes as string[],
    fresh: enabled.res.headers.authorization,
  };
}

describe('turning two-factor sign-in on', () => {
  it('needs the password, ends every other session and hands this one a fresh token', async () => {
    const here = await login(t.app, 'ulf');
    const elsewhere = await login(t.app, 'ulf');
    const { secret } = (await post('/api/Auth/twoFactor/setup', here)).body.data;
    const code = await generate({ secret });
    const without = await post('/api/Auth/twoFactor/enable', here, { code });
    expect(without.status).toBe(400);
    expect(without.body.message).toMatch(/^password: /);
    const wrong = await post('/api/Auth/twoFactor/enable', here, { code, password: 'inte-mitt-losen' });
    expect(wrong.status).toBe(400);
    expect((await account(here)).body.data.twoFactorEnabled).toBe(false);

    const enabled = await post('/api/Auth/twoFactor/enable', here, { code, password: DEMO_PASSWORD });
    expect(enabled.status).toBe(200);
    expect((await account(elsewhere)).status).toBe(401);
    const fresh = { ...here, headers: { authorization: enabled.res.headers.authorization as string } };
    expect((await account(fresh)).body.data.twoFactorEnabled).toBe(true);
  });
});

describe('a sign-in challenge', () => {
  let recovery: string[] = [];
  beforeAll(async () => {
    ({ recovery } = await turnOn(await login(t.app, 'anna')));
  });

  it('works once: a second recovery code on the same challenge is refused and stays unused', async () => {
    const { challenge } = (await firmLogin(DEMO.anna)).body.data;
    const first = await post('/api/Auth/verifyTwoFactor', null, { challenge, code: recovery[0] });
    expect(first.status).toBe(200);
    const second = await post('/api/Auth/verifyTwoFactor', null, { challenge, code: recovery[1] });
    expect(second.status).toBe(401);
    const signedIn = { headers: { authorization: `Bearer ${first.body.data.token}` } } as SignedIn;
    expect((await account(signedIn)).body.data.recoveryCodesLeft).toBe(9);
  });

  it('works once even for two requests at the same moment', async () => {
    const { challenge } = (await firmLogin(DEMO.anna)).body.data;
    const both = await Promise.all([
      post('/api/Auth/verifyTwoFactor', null, { challenge, code: recovery[2] }),
      post('/api/Auth/verifyTwoFactor', null, { challenge, code: recovery[3] }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('may be tried again after a wrong code', async () => {
    const { challenge } = (await firmLogin(DEMO.anna)).body.data;
    expect((await post('/api/Auth/verifyTwoFactor', null, { challenge, code: 'AAAAA-BBBBB' })).status).toBe(
      401,
    );
    expect((await post('/api/Auth/verifyTwoFactor', null, { challenge, code: recovery[4] })).status).toBe(
      200,
    );
  });
});

describe('wrong second-step codes', () => {
  it('have a per-account limit of their own (5 in 15 minutes), from any address', async () => {
    await t.db.deleteFrom('sign_in_failures').execute();
    const karin = await login(t.app, 'karin');
    const { recovery } = await turnOn(karin);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // A new challenge and a new address each time: only the account ties them together.
      const { challenge } = (await firmLogin(DEMO.karin)).body.data;
      statuses.push(
        (await post('/api/Auth/verifyTwoFactor', null, { challenge, code: String(100000 + i) })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const { challenge } = (await firmLogin(DEMO.karin)).body.data;
    const right = await post('/api/Auth/verifyTwoFactor', null, { challenge, code: recovery[0] });
    expect(right.status).toBe(429);
    expect(Number(right.res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never count towards the e-mail’s ceiling of wrong passwords', async () => {
    const failures = await t.db
      .selectFrom('sign_in_failures')
      .select('subject')
      .where('scope', '=', 'email')
      .where('subject', '=', DEMO.karin)
      .execute();
    expect(failures).toEqual([]);
  });
});
