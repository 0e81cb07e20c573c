import { type DemoUser, login } from '../helper';
import {
  ACTORS,
  type Actor,
  caseId,
  firmOnly,
  get,
  type Row,
  selfOnly,
  send,
  setupRoleTableTests,
  t,
  w,
} from '../role-table-fixture';

// Cases, firms, users, creditors and the account, route × caller (setup: role-table-fixture.ts).

setupRoleTableTests();

// SERVER-CORE's routes, with ownership: A and U only their firm, C and D only cases they follow
// and their own profile; another firm's case answers 404 there (its existence is not revealed).
const freshCase = async () =>
  (
    await t.db
      .insertInto('cases')
      .values({
        law_firm_id: w.nordlawId,
        debtor_name: 'Provbolaget AB',
        debtor_orgnr: '556000-0000',
        knr: 'K 1-26',
        status: 1,
      })
      .returning('case_id')
      .executeTakeFirstOrThrow()
  ).case_id;
const freshUser = async () =>
  (
    await t.db
      .insertInto('users')
      .values({
        user_type: 'U',
        law_firm_id: w.nordlawId,
        email: `u${Math.random().toString(36).slice(2)}@nordlaw.demo`,
        password_hash: 'x',
      })
      .returning('user_id')
      .executeTakeFirstOrThrow()
  ).user_id;
const CORE_ROWS: Row[] = [
  {
    name: 'GET /api/Case/get',
    expect: firmOnly,
    request: get(() => `/api/Case/get?lawFirmId=${w.nordlawId}`),
  },
  {
    name: 'GET /api/case/getCaseById',
    expect: { S: 403, A: 200, A2: 404, U: 200, Cf: 200, Cn: 404, D: 200 },
    request: get(() => `/api/case/getCaseById?caseId=${caseId}`),
  },
  {
    name: 'GET /api/case/getcasecreditors',
    expect: { ...firmOnly, A2: 404 },
    request: get(() => `/api/case/getcasecreditors?caseId=${caseId}`),
  },
  {
    name: 'GET /api/Case/getAllCases',
    expect: { S: 200, A: 403, A2: 403, U: 403, Cf: 200, Cn: 200, D: 200 },
    request: get(() => '/api/Case/getAllCases'),
  },
  {
    name: 'PUT /api/Case/update',
    expect: { S: 403, A: 200, A2: 404, U: 403, Cf: 403, Cn: 403, D: 403 },
    request: async () => ({
      method: 'PUT',
      url: '/api/Case/update',
      payload: {
        caseId: await freshCase(),
        debtorName: 'Nya Provbolaget AB',
        debtorOrgnr: '556000-0001',
        knr: 'K 2-26',
        status: 2,
      },
    }),
  },
  {
    name: 'DELETE /api/Case/delete',
    expect: { S: 403, A: 200, A2: 404, U: 403, Cf: 403, Cn: 403, D: 403 },
    request: async () => ({ method: 'DELETE', url: `/api/Case/delete?caseId=${await freshCase()}` }),
  },
  {
    name: 'POST /api/Case/add',
    expect: { S: 403, A: 200, A2: 200, U: 403, Cf: 403, Cn: 403, D: 403 },
    request: async () => ({
      method: 'POST',
      url: '/api/Case/add',
      payload: { debtorName: 'Nystartat AB', debtorOrgnr: '556000-0002', knr: 'K 3-26', status: 1 },
    }),
  },
  {
    name: 'DELETE /api/LawFirm/delete',
    // A may delete its own firm only; this throwaway firm belongs to nobody here.
    expect: { S: 200, A: 404, A2: 404, U: 403, Cf: 403, Cn: 403, D: 403 },
    request: async () => {
      const firm = await t.db
        .insertInto('law_firms')
        .values({ name: 'Tillfälliga byrån', contact_name: 'Test', contact_email: 'test@tillfalliga.demo' })
        .returning('law_firm_id')
        .executeTakeFirstOrThrow();
      return { method: 'DELETE', url: `/api/LawFirm/delete?LawFirmId=${firm.law_firm_id}` };
    },
  },
  {
    name: 'GET /api/LawFirm/getById',
    expect: { S: 200, A: 200, A2: 404, U: 200, Cf: 200, Cn: 200, D: 200 },
    request: get(() => `/api/LawFirm/getById?lawFirmId=${w.nordlawId}`),
  },
  {
    name: 'GET /api/LawFirm/get',
    expect: { S: 200, A: 403, A2: 403, U: 403, Cf: 403, Cn: 403, D: 403 },
    request: get(() => '/api/LawFirm/get'),
  },
  {
    name: 'GET /api/LawFirm/getUsers',
    expect: { S: 200, A: 200, A2: 404, U: 403, Cf: 403, Cn: 403, D: 403 },
    request: get(() => `/api/LawFirm/getUsers?lawFirmId=${w.nordlawId}`),
  },
  {
    name: 'DELETE /api/LawFirm/deleteUser',
    expect: { S: 200, A: 200, A2: 404, U: 403, Cf: 403, Cn: 403, D: 403 },
    request: async () => ({
      method: 'DELETE',
      url: `/api/LawFirm/deleteUser?lawFirmUserId=${await freshUser()}`,
    }),
  },
  {
    name: 'GET /api/Creditor/get',
    expect: { S: 200, A: 403, A2: 403, U: 403, Cf: 403, Cn: 403, D: 200 },
    request: get(() => '/api/Creditor/get'),
  },
  {
    name: 'GET /api/Creditor/getProfile',
    expect: selfOnly,
    request: get(() => `/api/Creditor/getProfile?creditorId=${w.creditors.leverantor}`),
  },
  {
    name: 'GET /api/Creditor/getSelectedCase',
    expect: selfOnly,
    request: get(() => `/api/Creditor/getSelectedCase?creditorId=${w.creditors.leverantor}`),
  },
  {
    name: 'POST /api/Creditor/selectCases',
    expect: selfOnly,
    request: async () => ({
      method: 'POST',
      url: '/api/Creditor/selectCases',
      payload: { creditorId: w.creditors.leverantor, caseList: [caseId, w.shared] },
    }),
  },
  {
    name: 'GET /api/Creditor/representatives',
    expect: { S: 403, A: 403, A2: 403, U: 403, Cf: 200, Cn: 200, D: 403 },
    request: get(() => '/api/Creditor/representatives'),
  },
  {
    name: 'GET /api/Creditor/DebtCollectorSelectedMapping',
    expect: { S: 403, A: 403, A2: 403, U: 403, Cf: 403, Cn: 403, D: 200 },
    request: get(() => `/api/Creditor/DebtCollectorSelectedMapping?DebtCollectorId=${w.creditors.inkasso}`),
  },
  {
    name: 'POST /api/Creditor/DebtCollectorMapping',
    expect: { S: 403, A: 403, A2: 403, U: 403, Cf: 403, Cn: 403, D: 200 },
    request: async () => ({
      method: 'POST',
      url: '/api/Creditor/DebtCollectorMapping',
      payload: {
        debtCollectorId: w.creditors.inkasso,
        creditorIdList: [w.creditors.leverantor, w.creditors.bygg],
      },
    }),
  },
];

describe('cases, firms, users and creditors: ownership per caller', () => {
  it.each(CORE_ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const got: Record<string, number> = {};
    for (const actor of ACTORS) got[actor] = await send(actor, await row.request(actor));
    expect(got).toEqual(row.expect);
    expect(await send(null, await row.request('A'))).toBe(401);
  });
});

// Identity: the account page is for S, A and U; sign-out for everyone. Each call
// here is one that changes nothing the other rows rely on (a wrong current password, a wrong code), or
// runs on a fresh session of its own (sign-out); sign out everywhere comes last of the file.
const EMAIL_OF: Record<Actor, DemoUser> = {
  S: 'admin',
  A: 'anna',
  A2: 'karin',
  U: 'ulf',
  Cf: 'leverantor',
  Cn: 'bygg',
  D: 'inkasso',
};
const ownSession = async (actor: Actor) => (await login(t.app, EMAIL_OF[actor])).headers;
const firmSide = { S: 200, A: 200, A2: 200, U: 200, Cf: 403, Cn: 403, D: 403 };
const firmSideRefused = { S: 400, A: 400, A2: 400, U: 400, Cf: 403, Cn: 403, D: 403 };
const everyone = { S: 200, A: 200, A2: 200, U: 200, Cf: 200, Cn: 200, D: 200 };
const ACCOUNT_ROWS: Row[] = [
  { name: 'GET /api/Auth/account', expect: firmSide, request: get(() => '/api/Auth/account') },
  {
    name: 'PUT /api/Auth/changePassword (wrong current password)',
    expect: firmSideRefused,
    request: async () => ({
      method: 'PUT',
      url: '/api/Auth/changePassword',
      payload: { currentPassword: 'not-the-password', newPassword: 'Nytt-1234' },
    }),
  },
  {
    name: 'POST /api/Auth/twoFactor/setup',
    expect: firmSide,
    request: async () => ({ method: 'POST', url: '/api/Auth/twoFactor/setup' }),
  },
  {
    name: 'POST /api/Auth/twoFactor/enable (wrong code)',
    expect: firmSideRefused,
    request: async () => ({ method: 'POST', url: '/api/Auth/twoFactor/enable', payload: { code: '000000' } }),
  },
  {
    name: 'POST /api/Auth/twoFactor/disable (wrong password)',
    expect: firmSideRefused,
    request: async () => ({
      method: 'POST',
      url: '/api/Auth/twoFactor/disable',
      payload: { password: 'not-the-password' },
    }),
  },
  {
    name: 'POST /api/Auth/logout',
    expect: everyone,
    request: async (actor) => ({ method: 'POST', url: '/api/Auth/logout', headers: await ownSession(actor) }),
  },
  {
    name: 'POST /api/Auth/logoutEverywhere',
    expect: everyone,
    request: async (actor) => ({
      method: 'POST',
      url: '/api/Auth/logoutEverywhere',
      headers: await ownSession(actor),
    }),
  },
];

describe('identity: the account page and sign-out, per caller', () => {
  it.each(ACCOUNT_ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const got: Record<string, number> = {};
    for (const actor of ACTORS) got[actor] = await send(actor, await row.request(actor));
    expect(got).toEqual(row.expect);
    const { headers: _own, ...anonymous } = await row.request('A');
    expect(await send(null, anonymous)).toBe(401);
  });
});
