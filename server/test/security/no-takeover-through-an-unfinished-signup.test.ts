import { readOutbox } from '../../src/mail';
import { call, createTestApp, type TestApp } from '../helper';
import { signupBody } from '../signup-fixture';

/**
 * Nobody takes over an address through an unfinished sign-up. It went like this: a stranger
 * signed up with the victim's address, the stranger's password and the debt-collector role;
 * the code went to the victim. The victim's own sign-up then changed nothing (a mail said the
 * account was waiting), and when the victim entered the code from the mailbox, the stranger's
 * sign-up was verified: the stranger signed in to it, and the victim's password got 401.
 * Now a newer sign-up replaces an unverified one (details, password, code; the old code stops
 * working), and verification takes the password of that sign-up together with the code.
 * The answers stay the same for every kind of address (public-answers.test.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let client = 0;
const from = () => ({ remoteAddress: `192.0.2.${(client++ % 250) + 1}` });
const post = (url: string, payload: object) => call(t.app, { method: 'POST', url, payload, ...from() });
const signup = (body: object) => post('/api/Creditor/signup', body);
const verify = (email: string, otp: string | undefined, password?: string) =>
  post('/api/Creditor/verifyOtp', { email, otp, ...(password === undefined ? {} : { password }) });
const signIn = (email: string, password: string) => post('/api/Creditor/login', { emalId: email, password });

/** Every six-digit code mailed to `email`, oldest first. */
async function codesMailedTo(email: string): Promise<string[]> {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir)
    .filter((m) => m.to === email)
    .map((m) => /\b(\d{6})\b/.exec(m.subject)?.[1])
    .filter((code): code is string => Boolean(code));
}

const STRANGER_PASSWORD = 'Framlingens-Losen-9';
const OWNER_PASSWORD = 'Agarens-Eget-Losen-4';
const strangersSignup = (email: string) => ({
  ...signupBody(email, 'Skumma Indrivningen AB'),
  creditorPsw: STRANGER_PASSWORD,
  isDebtCollector: true,
  creditorCompanyOrgNr: '559999-0001',
});
const ownersSignup = (email: string) => ({
  ...signupBody(email, 'Rätta Ägaren AB'),
  creditorPsw: OWNER_PASSWORD,
});

describe('a sign-up that nobody verified', () => {
  it('is replaced by the owner’s own sign-up: the owner’s details, password and code, never the stranger’s', async () => {
    const email = 'agaren@kund.se';
    expect((await signup(strangersSignup(email))).status).toBe(200);
    const [strangersCode] = await codesMailedTo(email);
    expect(strangersCode).toMatch(/^\d{6}$/);

    expect((await signup(ownersSignup(email))).status).toBe(200);
    const codes = await codesMailedTo(email);
    // The owner's sign-up mailed a code of its own.
    expect(codes).toHaveLength(2);
    const ownersCode = codes[1] as string;

    // The stranger's code stopped working, whoever enters it with whichever password.
    if (ownersCode !== strangersCode) {
      expect((await verify(email, strangersCode, OWNER_PASSWORD)).status).toBe(400);
      expect((await verify(email, strangersCode, STRANGER_PASSWORD)).status).toBe(400);
    }
    expect((await verify(email, ownersCode, OWNER_PASSWORD)).status).toBe(200);

    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(401);
    const owner = await signIn(email, OWNER_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.data.userType).toBe('C');
    const row = await t.db
      .selectFrom('creditors')
      .select(['name', 'company_org_nr', 'is_debt_collector'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Rätta Ägaren AB', company_org_nr: '556000-2222', is_debt_collector: false });
  });

  it('is not verified by its code without the password chosen at that sign-up', async () => {
    const email = 'bara-koden@kund.se';
    expect((await signup(strangersSignup(email))).status).toBe(200);
    const [code] = await codesMailedTo(email);

    // The holder of the mailbox has the code, not the stranger's password.
    const withoutPassword = await verify(email, code);
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.message).toMatch(/^password: /);
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/verifyOtp',
      payload: { email, otp: code, password: OWNER_PASSWORD },
      headers: { 'accept-language': 'sv' },
      ...from(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^password: Det är inte lösenordet som valdes vid registreringen/);

    // Still unverified: the stranger cannot sign in, and the owner may sign up over it.
    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(403);
    const row = await t.db
      .selectFrom('creditors')
      .select('email_verified_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBeNull();
  });

  it('a stranger’s later sign-up replaces the owner’s, and the owner’s password then verifies nothing', async () => {
    const email = 'senare@kund.se';
    expect((await signup(ownersSignup(email))).status).toBe(200);
    expect((await signup(strangersSignup(email))).status).toBe(200);
    const codes = await codesMailedTo(email);
    expect(codes).toHaveLength(2);
    // The owner enters the newest code in the mailbox with their own password: refused, nothing verified.
    expect((await verify(email, codes[1], OWNER_PASSWORD)).status).toBe(400);
    expect((await signIn(email, STRANGER_PASSWORD)).status).toBe(403);
    // Signing up again puts the owner's sign-up back, with a new code.
    expect((await signup(ownersSignup(email))).status).toBe(200);
    const last = (await codesMailedTo(email)).at(-1);
    expect((await verify(email, last, OWNER_PASSWORD)).status).toBe(200);
    expect((await signIn(email, OWNER_PASSWORD)).status).toBe(200);
  });
});
