import { hashPassword } from '../../src/auth/password';
import { loadConfig } from '../../src/config';
import { readOutbox } from '../../src/mail';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { multipart } from '../files-fixtures';
import { call, createTestApp, DEMO, login, type SignedIn, type TestApp } from '../helper';
import { signupBody } from '../signup-fixture';

/**
 * New passwords: at least 10 characters for staff and 8 for creditors, and not one that
 * zxcvbn with its dictionary of common and breached passwords finds easy to guess (a score of
 * at least 3 of 4 for staff, 2 for creditors). `Passw0` was accepted everywhere. The rule holds
 * on every path that sets a password, and the 400 says why, in the caller's language. Signing
 * in never checks it, and the seeded demo accounts keep their password.
 */

let t: TestApp;
let anna: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  anna = await login(t.app, 'anna');
});
afterAll(() => t.close());

let client = 0;
const from = () => ({ remoteAddress: `198.51.100.${(client++ % 250) + 1}` });
const send = (method: 'POST' | 'PUT', url: string, payload: object, who?: SignedIn, language = 'en') =>
  call(t.app, {
    method,
    url,
    payload,
    headers: { ...(who?.headers ?? {}), 'accept-language': language },
    ...from(),
  });

const STRONG_STAFF = 'Fjallvind-Bark-Tall-7';
const STRONG_CREDITOR = 'Kaffe-Rost-42';

describe('a creditor choosing a password at sign-up', () => {
  it.each([
    ['Passw0', 'creditorPsw: Password must be at least 8 characters'],
    [
      'password123',
      'creditorPsw: This password is one of the most common ones, or close to one: choose another',
    ],
    ['zxcvbnm,./', 'creditorPsw: Rows and patterns of keys are easy to guess: choose another password'],
    ['aaaaaaaaaa', 'creditorPsw: Repeated characters and sequences such as abc or 123 are easy to guess'],
  ])('is refused %s with the reason', async (password, message) => {
    const res = await send('POST', '/api/Creditor/signup', {
      ...signupBody('svag@kund.se'),
      creditorPsw: password,
    });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });

  it('is told why in Swedish too, and a name of its own is no password', async () => {
    const res = await send(
      'POST',
      '/api/Creditor/signup',
      { ...signupBody('svag@kund.se'), creditorPsw: 'Password1' },
      undefined,
      'sv',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'creditorPsw: Lösenordet är ett av de vanligaste, eller nästan likadant: välj ett annat',
    );
    const own = await send('POST', '/api/Creditor/signup', {
      ...signupBody('gustafsson.bygg@kund.se', 'Gustafsson Bygg'),
      creditorPsw: 'gustafssonbygg',
    });
    expect(own.status).toBe(400);
    expect(own.body.message).toMatch(/^creditorPsw: /);
  });

  it('is accepted when long and hard enough for a creditor', async () => {
    expect(
      (
        await send('POST', '/api/Creditor/signup', {
          ...signupBody('stark@kund.se'),
          creditorPsw: STRONG_CREDITOR,
        })
      ).status,
    ).toBe(200);
  });
});

describe('staff passwords', () => {
  it('need 10 characters and a score of 3 where a creditor’s 8 and 2 are enough', async () => {
    const change = (newPassword: string) =>
      send('PUT', '/api/Auth/changePassword', { currentPassword: DEMO_PASSWORD, newPassword }, anna);
    const short = await change('Kaf-Ros-9');
    expect([short.status, short.body.message]).toEqual([
      400,
      'newPassword: Password must be at least 10 characters',
    ]);
    const weak = await change('Stockholm1');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^newPassword: /);
  });

  it('are checked when the firm’s administrator adds or updates a user', async () => {
    const body = {
      lawFirmId: anna.lawFirmId,
      LawfirmUserEmail: 'ny.personal@nordlaw.demo',
      lawFirmUserOffices: [1],
    };
    const weak = await send('POST', '/api/LawFirm/addUser', { ...body, Password: 'Password12' }, anna);
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^Password: /);
    const users = (
      await call(t.app, {
        method: 'GET',
        url: `/api/LawFirm/getUsers?lawFirmId=${anna.lawFirmId}`,
        headers: anna.headers,
      })
    ).body.data.lawFirmUserList;
    const ulf = users.find((u: { lawfirmUserEmail: string }) => u.lawfirmUserEmail === DEMO.ulf);
    const update = await send(
      'PUT',
      '/api/LawFirm/updateUser',
      {
        lawFirmUserId: ulf.lawFirmUserId,
        LawfirmUserEmail: DEMO.ulf,
        lawFirmUserOffices: ulf.lawFirmUserOffices.map((o: { lawFirmOfficeId: number }) => o.lawFirmOfficeId),
        Password: 'lindnordlaw',
      },
      anna,
    );
    expect(update.status).toBe(400);
    expect(update.body.message).toMatch(/^Password: /);
  });

  it('are checked for a new firm’s administrator, in the body or the query', async () => {
    const admin = await login(t.app, 'admin');
    const query = new URLSearchParams({
      LawfirmName: 'Svaga Lösens Advokater',
      LawFirmOffices: 'Luleå',
      LawfirmContactName: 'Sven Svag',
      LawfirmContactEmail: 'sven@svaga.se',
    });
    const body = multipart({ Password: 'Password1!' });
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/add?${query}`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Password: /);
    query.set('Password', 'sven@svaga.se1');
    const inQuery = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/add?${query}`,
      headers: admin.headers,
    });
    expect(inQuery.status).toBe(400);
  });

  it('PORTAL_ADMIN_PASSWORD is refused at start when weak, with the reason', () => {
    const env = { DATA_DIR: t.config.dataDir, PORTAL_ADMIN_EMAIL: 'drift@portal.se' };
    expect(() => loadConfig({ ...env, PORTAL_ADMIN_PASSWORD: 'admin123' })).toThrow(
      /PORTAL_ADMIN_PASSWORD.*10 characters/,
    );
    expect(() => loadConfig({ ...env, PORTAL_ADMIN_PASSWORD: 'Password123!' })).toThrow(
      /PORTAL_ADMIN_PASSWORD/,
    );
    expect(loadConfig({ ...env, PORTAL_ADMIN_PASSWORD: STRONG_STAFF }).portalAdminPassword).toBe(
      STRONG_STAFF,
    );
  });
});

describe('a reset password', () => {
  async function resetTo(email: string, password: string) {
    await send('POST', '/api/Auth/forgotPassword', { email });
    await t.app.portal.deferredMail.idle();
    const mail = readOutbox(t.config.dataDir)
      .filter((m) => m.to === email)
      .at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
    return send('POST', '/api/Auth/resetPassword', { email, code, password });
  }

  it('follows the rules of the account: staff’s for staff, a creditor’s for a creditor', async () => {
    const staff = await resetTo(DEMO.karin, 'Kaf-Ros-9');
    expect([staff.status, staff.body.message]).toEqual([
      400,
      'password: Password must be at least 10 characters',
    ]);
    expect((await resetTo(DEMO.bygg, 'Kaf-Ros-9')).status).toBe(200);
  });
});

describe('what the rules leave alone', () => {
  it('signing in with a password chosen before them, and the seeded demo accounts', async () => {
    await t.db
      .updateTable('creditors')
      .set({ password_hash: await hashPassword('Passw0') })
      .where('email', '=', DEMO.leverantor)
      .execute();
    expect((await login(t.app, DEMO.leverantor, 'Passw0', 'creditor')).userType).toBe('C');
    expect((await login(t.app, 'ulf')).userType).toBe('U');
  });
});
