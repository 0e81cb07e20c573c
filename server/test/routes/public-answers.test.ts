import crypto from 'node:crypto';
import { sql } from 'kysely';
import { readOutbox } from '../../src/mail';
import { call, createTestApp, DEMO, login, type TestApp } from '../helper';
import { signupBody } from '../signup-fixture';

/**
 * Nothing to learn from the public calls: signup, verifyOtp,
 * resendOtp and forgotPassword answer the same status and message for an
 * unknown address, an unverified and a verified creditor, and firm staff. The
 * owner learns the rest by e-mail. Unverified sign-ups expire after 7 days and
 * never stop S or A from giving the address to firm staff.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signup('vantar@kund.se'); // an unverified sign-up
});
afterAll(() => t.close());

let client = 0;
const from = () => ({ remoteAddress: `192.0.2.${(client++ % 250) + 1}` });
const post = (url: string, payload: object) => call(t.app, { method: 'POST', url, payload, ...from() });
function signup(email: string) {
  return post('/api/Creditor/signup', signupBody(email));
}
const answer = (res: Awaited<ReturnType<typeof post>>) => ({
  status: res.status,
  message: res.body.message,
  data: res.body.data,
  retryAfter: res.res.headers['retry-after'] !== undefined,
});

const ADDRESSES = {
  unknown: 'ingen@nowhere.se',
  unverified: 'vantar@kund.se',
  verified: DEMO.bygg,
  staff: DEMO.ulf,
};

describe('the same answer for every kind of address', () => {
  // These calls are also limited per e-mail (3 an hour): that is the throttles' test, not this one.
  beforeEach(async () => {
    await t.db.deleteFrom('mail_requests').execute();
  });

  it.each([
    // A sign-up makes its address known: another unknown one, so the calls below still meet an unknown one.
    ['signup', (email: string) => signup(email === ADDRESSES.unknown ? 'ingen-annan@nowhere.se' : email)],
    ['resendOtp', (email: string) => post('/api/Creditor/resendOtp', { email })],
    ['forgotPassword', (email: string) => post('/api/Auth/forgotPassword', { email })],
    [
      'verifyOtp',
      (email: string) => post('/api/Creditor/verifyOtp', { email, otp: '000000', password: 'Hemligt1' }),
    ],
  ])('%s', async (_name, send) => {
    const answers: Record<string, ReturnType<typeof answer>> = {};
    for (const [kind, email] of Object.entries(ADDRESSES)) answers[kind] = answer(await send(email));
    const norm = (a: ReturnType<typeof answer>) => ({
      ...a,
      data: a.data ? { ...a.data, creditorEmaill: '*' } : a.data,
    });
    expect(norm(answers.unverified!)).toEqual(norm(answers.unknown!));
    expect(norm(answers.verified!)).toEqual(norm(answers.unknown!));
    expect(norm(answers.staff!)).toEqual(norm(answers.unknown!));
  });

  it('gives wrong codes the same 400 then 429 for every kind of address', async () => {
    for (const email of Object.values(ADDRESSES)) {
      const seen: number[] = [];
      for (let i = 0; i < 7; i += 1)
        seen.push(
          (await post('/api/Creditor/verifyOtp', { email, otp: '999999', password: 'Hemligt1' })).status,
        );
      // Four 400s here: the 'same answer' test above took one try of each address already.
      expect({ email, seen }).toEqual({ email, seen: [400, 400, 400, 400, 429, 429, 429] });
    }
  });

  it('tells the owner by e-mail what the answer did not', async () => {
    await t.app.portal.deferredMail.idle();
    const subjects = (email: string) =>
      readOutbox(t.config.dataDir)
        .filter((m) => m.to === email)
        .map((m) => m.subject);
    // Each in one language: the creditor's own (Swedish for the demo ones); staff never
    // signed in with one, and the sign-up above that stated none, the request's (none named: English).
    expect(subjects(DEMO.bygg)).toContain('Du har redan ett konto');
    expect(subjects(DEMO.ulf)).toContain('You already have an account');
    // A newer sign-up replaces one never verified: a fresh code for it.
    expect(subjects('vantar@kund.se').some((subject) => /^Verification code \d{6}$/.test(subject))).toBe(
      true,
    );
    // An address without an account gets no mail from resendOtp or forgotPassword.
    await post('/api/Creditor/resendOtp', { email: 'aldrig@nowhere.se' });
    await post('/api/Auth/forgotPassword', { email: 'aldrig@nowhere.se' });
    await t.app.portal.deferredMail.idle();
    expect(subjects('aldrig@nowhere.se')).toEqual([]);
  });
});

describe('the same work for every kind of address, so that the time tells nothing', () => {
  /** The SQL statements (text, not values) and scrypt hashes that `work` runs. */
  async function workOf(work: () => Promise<unknown>) {
    const executor = Object.getPrototypeOf(t.db.getExecutor());
    const statements = jest.spyOn(executor, 'executeQuery');
    const hashes = jest.spyOn(crypto, 'scrypt');
    // The throttles drop old rows now and then, by chance (auth/throttle.ts): not now.
    const chance = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      await work();
      return {
        // Whether the savepoint around the mail is released or rolled back is the outcome, not the work.
        statements: statements.mock.calls.map(([query]) =>
          (query as { sql: string }).sql.replace(/^(RELEASE|ROLLBACK TO) SAVEPOINT/, 'END SAVEPOINT'),
        ),
        hashes: hashes.mock.calls.length,
      };
    } finally {
      statements.mockRestore();
      hashes.mockRestore();
      chance.mockRestore();
    }
  }
  // The mail worker's own statements are not the call's: it rests meanwhile.
  beforeAll(() => t.app.portal.mailWorker.stop());
  afterAll(() => t.app.portal.mailWorker.start());
  // Every call as the first of its kind: no count towards the throttle, no code sent yet.
  const fresh = async () => {
    await t.db.deleteFrom('mail_requests').execute();
    await t.db.deleteFrom('email_codes').execute();
  };

  it.each([
    ['resendOtp', (email: string) => post('/api/Creditor/resendOtp', { email })],
    ['forgotPassword', (email: string) => post('/api/Auth/forgotPassword', { email })],
    [
      'verifyOtp',
      (email: string) => post('/api/Creditor/verifyOtp', { email, otp: '000000', password: 'Hemligt1' }),
    ],
  ])('%s runs the same statements', async (_name, send) => {
    const work: Record<string, Awaited<ReturnType<typeof workOf>>> = {};
    for (const [kind, email] of Object.entries(ADDRESSES)) {
      await fresh();
      work[kind] = await workOf(() => send(email));
    }
    expect(work.unknown?.statements.length).toBeGreaterThan(0);
    for (const kind of ['unverified', 'verified', 'staff']) expect(work[kind]).toEqual(work.unknown);
  });

  it('signup hashes the password once for every kind of address', async () => {
    const hashes: Record<string, number> = {};
    for (const [kind, email] of Object.entries({ ...ADDRESSES, unknown: 'ny-adress@nowhere.se' })) {
      await fresh();
      hashes[kind] = (await workOf(() => signup(email))).hashes;
    }
    expect(hashes).toEqual({ unknown: 1, unverified: 1, verified: 1, staff: 1 });
  });
});

describe('unverified sign-ups', () => {
  it('expire after 7 days', async () => {
    await signup('gammal@kund.se');
    await sql`UPDATE creditors SET created_at = now() - interval '8 days' WHERE email = 'gammal@kund.se'`.execute(
      t.db,
    );
    await signup('annan@kund.se');
    const left = await t.db
      .selectFrom('creditors')
      .select('email')
      .where('email', '=', 'gammal@kund.se')
      .execute();
    expect(left).toEqual([]);
  });

  /** A sign-up made now, then made 8 days old; returns the code it was mailed. */
  async function expiredSignup(email: string) {
    await signup(email);
    await t.app.portal.deferredMail.idle();
    const code = readOutbox(t.config.dataDir)
      .filter((m) => m.to === email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    await sql`UPDATE creditors SET created_at = now() - interval '8 days' WHERE email = ${email}`.execute(
      t.db,
    );
    return code as string;
  }
  const accountOf = (email: string) =>
    t.db.selectFrom('creditors').select(['email', 'email_verified_at']).where('email', '=', email).execute();

  it('after 7 days cannot be verified with the code they were mailed', async () => {
    const code = await expiredSignup('sen-verifiering@kund.se');
    const late = await post('/api/Creditor/verifyOtp', {
      email: 'sen-verifiering@kund.se',
      otp: code,
      password: 'Hemligt1',
    });
    expect([late.status, late.body.message]).toEqual([400, 'otp: Invalid or expired code']);
    expect(await accountOf('sen-verifiering@kund.se')).toEqual([]);
  });

  it('after 7 days get no new code from resendOtp: the answer of an unknown address, and no mail', async () => {
    await t.db.deleteFrom('mail_requests').execute();
    await expiredSignup('sen-kod@kund.se');
    // The first code's cool-down is over, so a sign-up still waiting would be mailed a new one.
    await sql`UPDATE email_codes SET sent_at = now() - interval '11 minutes' WHERE email = 'sen-kod@kund.se'`.execute(
      t.db,
    );
    const mails = () => readOutbox(t.config.dataDir).filter((m) => m.to === 'sen-kod@kund.se').length;
    const before = mails();
    const resent = await post('/api/Creditor/resendOtp', { email: 'sen-kod@kund.se' });
    const unknown = await post('/api/Creditor/resendOtp', { email: 'aldrig-anmald@kund.se' });
    expect(answer(resent)).toEqual(answer(unknown));
    await t.app.portal.deferredMail.idle();
    expect(mails()).toBe(before);
    expect(await accountOf('sen-kod@kund.se')).toEqual([]);
  });

  it('never stop S or A from adding the address as firm staff: the sign-up is replaced', async () => {
    await signup('blivande@nordlaw.demo');
    await signup('admin-blivande@ny.demo');
    const anna = await login(t.app, 'anna');
    const admin = await login(t.app, 'admin');
    const firm = (
      await call(t.app, {
        method: 'GET',
        url: `/api/LawFirm/getById?lawFirmId=${anna.lawFirmId}`,
        headers: anna.headers,
      })
    ).body.data;
    const user = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/addUser',
      headers: anna.headers,
      payload: {
        lawFirmId: anna.lawFirmId,
        LawfirmUserEmail: 'blivande@nordlaw.demo',
        Password: 'Hemligt-Kontor-1',
        lawFirmUserOffices: [firm.officeList[0].lawFirmOfficeId],
      },
    });
    expect(user.status).toBe(200);
    const query = new URLSearchParams({
      LawfirmName: 'Ny Byrå',
      LawFirmOffices: 'Kiruna',
      LawfirmContactName: 'Ny Admin',
      LawfirmContactEmail: 'admin-blivande@ny.demo',
      Password: 'Hemligt-Kontor-2',
    });
    expect(
      (await call(t.app, { method: 'POST', url: `/api/LawFirm/add?${query}`, headers: admin.headers }))
        .status,
    ).toBe(200);
    const creditors = await t.db
      .selectFrom('creditors')
      .select('email')
      .where('email', 'in', ['blivande@nordlaw.demo', 'admin-blivande@ny.demo'])
      .execute();
    expect(creditors).toEqual([]);
    expect((await login(t.app, 'blivande@nordlaw.demo', 'Hemligt-Kontor-1', 'firm')).userType).toBe('U');
    expect((await login(t.app, 'admin-blivande@ny.demo', 'Hemligt-Kontor-2', 'firm')).userType).toBe('A');
  });

  it('still makes a verified creditor’s address a 409 for firm staff', async () => {
    const anna = await login(t.app, 'anna');
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/addUser',
      headers: anna.headers,
      payload: {
        lawFirmId: anna.lawFirmId,
        LawfirmUserEmail: DEMO.bygg,
        Password: 'Hemligt-Kontor-1',
        lawFirmUserOffices: [1],
      },
    });
    expect(res.status).toBe(409);
  });
});
