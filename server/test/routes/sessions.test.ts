import { signToken } from '../../src/auth/jwt';
import { multipart } from '../files-fixtures';
import { call, createTestApp, DEMO, login, type SignedIn, type TestApp } from '../helper';

/**
 * Sessions that end when they should: a token is refused with 401
 * after a password change (profile, LawFirm/update of the administrator,
 * updateUser, reset), sign-out (POST /api/Auth/logout ends that token only),
 * sign out everywhere, deletion of the user or its firm, a change of role or firm.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const works = async (who: SignedIn, url = '/api/LawFirm/getById?lawFirmId=') => {
  const target = url.endsWith('=') ? `${url}${who.lawFirmId ?? 1}` : url;
  const res = await call(t.app, { method: 'GET', url: target, headers: who.headers });
  return res.status !== 401;
};
const creditorWorks = async (who: SignedIn) =>
  (
    await call(t.app, {
      method: 'GET',
      url: `/api/Creditor/getProfile?creditorId=${who.creditorId}`,
      headers: who.headers,
    })
  ).status === 200;

describe('POST /api/Auth/logout', () => {
  it('ends the token it is called with, and only that one', async () => {
    const first = await login(t.app, 'karin');
    const second = await login(t.app, 'karin');
    const out = await call(t.app, { method: 'POST', url: '/api/Auth/logout', headers: first.headers });
    expect(out.status).toBe(200);
    expect(await works(first)).toBe(false);
    expect(await works(second)).toBe(true);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/Auth/logout', headers: first.headers })).status,
    ).toBe(401);
  });

  it('works for a creditor too, and answers 401 without a token', async () => {
    const lev = await login(t.app, 'leverantor');
    expect(
      (await call(t.app, { method: 'POST', url: '/api/Auth/logout', headers: lev.headers })).status,
    ).toBe(200);
    expect(await creditorWorks(lev)).toBe(false);
    expect((await call(t.app, { method: 'POST', url: '/api/Auth/logout' })).status).toBe(401);
  });
});

describe('POST /api/Auth/logoutEverywhere', () => {
  it('ends every session of the account, not those of others', async () => {
    const a = await login(t.app, 'ulf');
    const b = await login(t.app, 'ulf');
    const other = await login(t.app, 'anna');
    expect(
      (await call(t.app, { method: 'POST', url: '/api/Auth/logoutEverywhere', headers: a.headers })).status,
    ).toBe(200);
    expect(await works(a)).toBe(false);
    expect(await works(b)).toBe(false);
    expect(await works(other)).toBe(true);
    expect(await works(await login(t.app, 'ulf'))).toBe(true);
  });

  it('works for a debt collector', async () => {
    const d1 = await login(t.app, 'inkasso');
    const d2 = await login(t.app, 'inkasso');
    await call(t.app, { method: 'POST', url: '/api/Auth/logoutEverywhere', headers: d1.headers });
    expect(await creditorWorks(d2)).toBe(false);
  });
});

describe('a password change ends every session', () => {
  it('through LawFirm/update of the administrator (S changes it; the administrator is signed out)', async () => {
    const admin = await login(t.app, 'admin');
    const karin = await login(t.app, 'karin');
    const firm = (
      await call(t.app, {
        method: 'GET',
        url: `/api/LawFirm/getById?lawFirmId=${karin.lawFirmId}`,
        headers: admin.headers,
      })
    ).body.data;
    const query = new URLSearchParams({
      LawFirmId: String(karin.lawFirmId),
      LawfirmName: firm.lawfirmName,
      LawfirmContactName: firm.lawfirmContactName,
      LawfirmContactEmail: firm.lawfirmContactEmail,
    });
    const form = multipart({ Password: 'Nytt-Karin-1' });
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/LawFirm/update?${query}`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.status).toBe(200);
    expect(res.res.headers.authorization).toBeUndefined(); // S's own session is not touched
    expect(await works(karin)).toBe(false);
    expect(await works(admin, '/api/LawFirm/get')).toBe(true);
    expect(await works(await login(t.app, DEMO.karin, 'Nytt-Karin-1', 'firm'))).toBe(true);
  });

  it('through updateUser, and the caller changing its own password goes on with a fresh token', async () => {
    const anna = await login(t.app, 'anna');
    const ulf = await login(t.app, 'ulf');
    const users = (
      await call(t.app, {
        method: 'GET',
        url: `/api/LawFirm/getUsers?lawFirmId=${anna.lawFirmId}`,
        headers: anna.headers,
      })
    ).body.data.lawFirmUserList;
    const row = (email: string) =>
      users.find((u: { lawfirmUserEmail: string }) => u.lawfirmUserEmail === email);
    const update = (
      who: {
        lawFirmUserId: number;
        lawfirmUserEmail: string;
        lawFirmUserOffices: { lawFirmOfficeId: number }[];
      },
      password: string,
      headers = anna.headers,
    ) =>
      call(t.app, {
        method: 'PUT',
        url: '/api/LawFirm/updateUser',
        headers,
        payload: {
          lawFirmUserId: who.lawFirmUserId,
          LawfirmUserEmail: who.lawfirmUserEmail,
          Password: password,
          lawFirmUserOffices: who.lawFirmUserOffices.map((o) => o.lawFirmOfficeId),
        },
      });
    expect((await update(row(DEMO.ulf), 'Nytt-Ulf-1')).status).toBe(200);
    expect(await works(ulf)).toBe(false);
    expect(await works(anna)).toBe(true);

    const own = await update(row(DEMO.anna), 'Nytt-Anna-1');
    expect(own.status).toBe(200);
    expect(await works(anna)).toBe(false);
    const fresh = String(own.res.headers.authorization);
    expect(await works({ ...anna, headers: { authorization: fresh } })).toBe(true);
  });

  it('through the account page: other sessions end, this one gets a fresh token', async () => {
    const mine = await login(t.app, 'admin');
    const other = await login(t.app, 'admin');
    const wrong = await call(t.app, {
      method: 'PUT',
      url: '/api/Auth/changePassword',
      headers: mine.headers,
      payload: { currentPassword: 'fel-fel', newPassword: 'Nytt-Admin-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^currentPassword: /);
    const short = await call(t.app, {
      method: 'PUT',
      url: '/api/Auth/changePassword',
      headers: mine.headers,
      payload: { currentPassword: 'Demo1234!', newPassword: '123' },
    });
    expect(short.status).toBe(400);
    expect(await works(other, '/api/LawFirm/get')).toBe(true);
    const ok = await call(t.app, {
      method: 'PUT',
      url: '/api/Auth/changePassword',
      headers: mine.headers,
      payload: { currentPassword: 'Demo1234!', newPassword: 'Nytt-Admin-1' },
    });
    expect(ok.status).toBe(200);
    expect(await works(other, '/api/LawFirm/get')).toBe(false);
    expect(await works(mine, '/api/LawFirm/get')).toBe(false);
    const fresh = String(ok.res.headers.authorization);
    expect(await works({ ...mine, headers: { authorization: fresh } }, '/api/LawFirm/get')).toBe(true);
    expect((await login(t.app, DEMO.admin, 'Nytt-Admin-1', 'firm')).userType).toBe('S');
  });
});

describe('deletion, role and firm', () => {
  it('refuses the token of a deleted user and of a user of a deleted firm', async () => {
    const admin = await login(t.app, DEMO.admin, 'Nytt-Admin-1', 'firm');
    const karin = await login(t.app, DEMO.karin, 'Nytt-Karin-1', 'firm');
    const offices = (
      await call(t.app, {
        method: 'GET',
        url: `/api/LawFirm/getById?lawFirmId=${karin.lawFirmId}`,
        headers: karin.headers,
      })
    ).body.data.officeList;
    const added = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/addUser',
      headers: karin.headers,
      payload: {
        lawFirmId: karin.lawFirmId,
        LawfirmUserEmail: 'kort@vastjuristerna.demo',
        Password: 'Kort-Men-Lang-123',
        lawFirmUserOffices: [offices[0].lawFirmOfficeId],
      },
    });
    expect(added.status).toBe(200);
    const staff = await login(t.app, 'kort@vastjuristerna.demo', 'Kort-Men-Lang-123', 'firm');
    expect(await works(staff)).toBe(true);
    await call(t.app, {
      method: 'DELETE',
      url: `/api/LawFirm/deleteUser?lawFirmUserId=${added.body.data.lawFirmUserId}`,
      headers: karin.headers,
    });
    expect(await works(staff)).toBe(false);
    await call(t.app, {
      method: 'DELETE',
      url: `/api/LawFirm/delete?LawFirmId=${karin.lawFirmId}`,
      headers: admin.headers,
    });
    expect(await works(karin)).toBe(false);
  });

  it('refuses a token whose role or firm no longer matches the account', async () => {
    const ulf = await login(t.app, DEMO.ulf, 'Nytt-Ulf-1', 'firm');
    const claims = JSON.parse(Buffer.from(ulf.token.split('.')[1] ?? '', 'base64url').toString());
    const reissue = (changes: object) =>
      signToken({ ...claims, ...changes, iat: undefined, exp: undefined }, t.config.jwtSecret, 3600);
    const otherFirm = reissue({ lawFirmId: (claims.lawFirmId as number) + 1000 });
    expect(await works({ ...ulf, headers: { authorization: `Bearer ${otherFirm}` } })).toBe(false);
    await t.db
      .updateTable('users')
      .set({ user_type: 'A' })
      .where('user_id', '=', Number(claims.sub))
      .execute();
    expect(await works(ulf)).toBe(false);
    await t.db
      .updateTable('users')
      .set({ user_type: 'U' })
      .where('user_id', '=', Number(claims.sub))
      .execute();
    expect(await works(ulf)).toBe(true);
  });
});
