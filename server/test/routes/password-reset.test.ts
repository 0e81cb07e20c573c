import { sql } from 'kysely';
import { readOutbox } from '../../src/mail';
import { call, createTestApp, DEMO, type DemoUser, login, type TestApp } from '../helper';
import { signupBody } from '../signup-fixture';

/**
 * Forgotten passwords for every role: POST /api/Auth/forgotPassword
 * mails a six-digit code (same answer for every address), POST
 * /api/Auth/resetPassword sets the new password (200), 400 for a wrong code or a
 * password that breaks the rules, 429 once the tries are used up. A reset ends
 * every session.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let client = 0;
const from = () => ({ remoteAddress: `203.0.113.${(client++ % 250) + 1}` });
const forgot = (email: string) =>
  call(t.app, { method: 'POST', url: '/api/Auth/forgotPassword', payload: { email }, ...from() });
const reset = (email: string, code: string, password: string, language = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/api/Auth/resetPassword',
    payload: { email, code, password },
    headers: { 'accept-language': language },
    ...from(),
  });
const mailedCode = async (email: string) => {
  await t.app.portal.deferredMail.idle();
  const mail = readOutbox(t.config.dataDir)
    .filter((m) => m.to === email)
    .at(-1);
  return mail ? /(\d{6})/.exec(mail.subject)?.[1] : undefined;
};

describe('POST /api/Auth/forgotPassword and /api/Auth/resetPassword', () => {
  it.each([
    ['admin', 'S'],
    ['anna', 'A'],
    ['ulf', 'U'],
    ['bygg', 'C'],
    ['inkasso', 'D'],
  ] as [DemoUser, string][])('lets %s (%s) choose a new password and ends every session', async (who) => {
    const email = DEMO[who];
    const before = await login(t.app, who);
    const asked = await forgot(email);
    expect(asked.status).toBe(200);
    const code = await mailedCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const done = await reset(email, code!, `Nytt-${who}-123`);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your password has been changed. Sign in with the new password');
    const url = before.creditorId
      ? `/api/Creditor/getProfile?creditorId=${before.creditorId}`
      : '/api/Auth/logout';
    const old = await call(t.app, {
      method: url.includes('logout') ? 'POST' : 'GET',
      url,
      headers: before.headers,
    });
    expect(old.status).toBe(401);
    const side = before.creditorId ? 'creditor' : 'firm';
    await expect(login(t.app, email, 'Demo1234!', side)).rejects.toThrow(/401/);
    expect((await login(t.app, email, `Nytt-${who}-123`, side)).token).toBeTruthy();
    // The code works once.
    expect((await reset(email, code!, 'Annat-123')).status).toBe(400);
  });

  it('answers 400 for a wrong code and for a password that breaks the rules, in the caller’s language', async () => {
    await forgot(DEMO.karin);
    const code = (await mailedCode(DEMO.karin))!;
    const short = await reset(DEMO.karin, code, '123', 'sv');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('password: Lösenordet måste ha minst 8 tecken');
    const wrong = await reset(DEMO.karin, code === '000000' ? '111111' : '000000', 'Nytt-Karin-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('code: Invalid or expired code');
    // The short password took no try: the code still works.
    expect((await reset(DEMO.karin, code, 'Nytt-Karin-1')).status).toBe(200);
  });

  it('answers 429 with Retry-After once the 5 tries are used up, even for the right code', async () => {
    await forgot(DEMO.leverantor);
    const code = (await mailedCode(DEMO.leverantor))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await reset(DEMO.leverantor, wrong, 'Nytt-Lev-1')).status).toBe(400);
    const blocked = await reset(DEMO.leverantor, code, 'Nytt-Lev-1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends a new code at most once per 600 s and refuses an expired one', async () => {
    const email = 'nydemo@nordlaw.demo';
    const firm = await t.db.selectFrom('law_firms').select('law_firm_id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('users')
      .values({ user_type: 'U', law_firm_id: firm.law_firm_id, email, password_hash: 'x' })
      .execute();
    await forgot(email);
    const first = await mailedCode(email);
    await forgot(email);
    await t.app.portal.deferredMail.idle();
    expect(readOutbox(t.config.dataDir).filter((m) => m.to === email)).toHaveLength(1);
    await sql`UPDATE email_codes SET expires_at = now() - interval '1 second', sent_at = now() - interval '601 seconds'
              WHERE email = ${email}`.execute(t.db);
    expect((await reset(email, first!, 'Nytt-Ny-123')).status).toBe(400);
    await forgot(email);
    const second = await mailedCode(email);
    expect(readOutbox(t.config.dataDir).filter((m) => m.to === email)).toHaveLength(2);
    expect((await reset(email, second!, 'Nytt-Ny-123')).status).toBe(200);
  });

  it('verifies the address of an unverified sign-up: the code proves the mailbox', async () => {
    const signup = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/signup',
      ...from(),
      payload: signupBody('glomsk@kund.se', 'Glömsk AB'),
    });
    expect(signup.status).toBe(200);
    await forgot('glomsk@kund.se');
    expect((await reset('glomsk@kund.se', (await mailedCode('glomsk@kund.se'))!, 'Eget-123')).status).toBe(
      200,
    );
    expect((await login(t.app, 'glomsk@kund.se', 'Eget-123', 'creditor')).userType).toBe('C');
  });
});
