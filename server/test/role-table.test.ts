import { type Endpoint, endpoints } from 'shared-api/contract';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from './files-fixtures';
import { call, createTestApp, type DemoUser, login, loginAll, type SignedIn, type TestApp } from './helper';

/**
 * Who may do what (issue 3), walked route × role. Seven callers: S, A of the
 * firm that owns the case, A of another firm, U, a C that follows the case,
 * a C that does not, and a D that follows it. The case is Nordlaw's "kaffe"
 * case (followed by Leverantören AB; Nordisk Inkasso is added as follower).
 *
 * Every contract endpoint is checked for the role gate (403 for a role it does
 * not list, 401 without a token). The message, document and claim endpoints
 * are also checked for ownership with a real, valid request per caller.
 */

const ACTORS = ['S', 'A', 'A2', 'U', 'Cf', 'Cn', 'D'] as const;
type Actor = (typeof ACTORS)[number];
const ROLE_OF: Record<Actor, 'S' | 'A' | 'U' | 'C' | 'D'> = {
  S: 'S',
  A: 'A',
  A2: 'A',
  U: 'U',
  Cf: 'C',
  Cn: 'C',
  D: 'D',
};

let t: TestApp;
let w: FilesWorld;
let who: Record<Actor, SignedIn>;
let caseId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  const all = await loginAll(t.app);
  who = {
    S: all.admin,
    A: all.anna,
    A2: all.karin,
    U: all.ulf,
    Cf: all.leverantor,
    Cn: all.bygg,
    D: all.inkasso,
  };
  caseId = w.kaffe;
  await t.db
    .insertInto('creditor_cases')
    .values({ creditor_id: w.creditors.inkasso, case_id: caseId })
    .execute();
  w = await loadWorld(t.db);
});
afterAll(() => t.close());

interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}
const pdfForm = (fields: Record<string, string | number> = {}) =>
  multipart(fields, { name: 'a.pdf', content: MINIMAL_PDF });
const ownLink = (actor: Actor) => {
  const own = { Cf: w.creditors.leverantor, D: w.creditors.inkasso, Cn: w.creditors.bygg } as Record<
    Actor,
    number
  >;
  const link = own[actor] ? w.link(own[actor], caseId) : -1;
  return link > 0 ? link : w.link(w.creditors.leverantor, caseId);
};

// Fixtures made fresh for each call, by their rightful owners.
async function firmMessage(): Promise<{ notificationId: number; toLev: number }> {
  const sent = await call(t.app, {
    method: 'POST',
    url: '/api/LawFirm/notification/send',
    headers: who.A.headers,
    payload: { isSendToAll: true, caseId, notification: 'Hej' },
  });
  const inbox = await call(t.app, {
    method: 'GET',
    url: `/api/Creditor/notification/get?creditorCasesId=${w.link(w.creditors.leverantor, caseId)}`,
    headers: who.Cf.headers,
  });
  const row = inbox.body.data.inboxList.find(
    (m: { notificationId: number }) => m.notificationId === sent.body.data.notificationId,
  );
  return { notificationId: sent.body.data.notificationId, toLev: row.notificationToId };
}
async function creditorMessage(): Promise<{ notificationId: number; toFirm: number }> {
  const sent = await call(t.app, {
    method: 'POST',
    url: '/api/Creditor/notification/send',
    headers: who.Cf.headers,
    payload: { creditorCasesId: w.link(w.creditors.leverantor, caseId), caseId, notification: 'Fråga' },
  });
  const inbox = await call(t.app, {
    method: 'GET',
    url: `/api/LawFirm/notification/get?caseId=${caseId}`,
    headers: who.A.headers,
  });
  const row = inbox.body.data.inboxList.find(
    (m: { notificationId: number }) => m.notificationId === sent.body.data.notificationId,
  );
  return { notificationId: sent.body.data.notificationId, toFirm: row.notificationToId };
}
async function document(publish: boolean): Promise<{ documentId: number; fileName: string }> {
  const form = pdfForm();
  const up = await call(t.app, {
    method: 'POST',
    url: `/api/LawFirm/document/upload?SendToCasesId=${caseId}`,
    headers: { ...who.A.headers, ...form.headers },
    payload: form.payload,
  });
  const doc = up.body.data;
  if (publish) {
    await call(t.app, {
      method: 'PUT',
      url: '/api/LawFirm/document/statusChange',
      headers: who.A.headers,
      payload: { documentId: doc.documentId, status: 'Published' },
    });
  }
  return { documentId: doc.documentId, fileName: doc.documentFullName };
}
async function levClaim(): Promise<{ invoiceId: number; fileName: string }> {
  const form = pdfForm({ CaseId: caseId, ClaimAmount: '100.00', ClaimBasis: 'Rent' });
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/add',
    headers: { ...who.Cf.headers, ...form.headers },
    payload: form.payload,
  });
  return {
    invoiceId: res.body.data.invoiceId,
    fileName: res.body.data.invoiceDocumentResponse.invoiceFullName,
  };
}

type Row = { name: string; expect: Record<Actor, number>; request: (actor: Actor) => Promise<Req> };
// Issue 12 §6: another firm's case, or a case, link or claim the caller may not see, answers 404 as one
// that does not exist would (A2 and Cn below); 403 stays for a role that may never call the route.
const firmOnly = { S: 403, A: 200, A2: 404, U: 200, Cf: 403, Cn: 403, D: 403 };
const creditorOwn = { S: 403, A: 403, A2: 403, U: 403, Cf: 200, Cn: 404, D: 404 };
const readers = { S: 403, A: 200, A2: 404, U: 200, Cf: 200, Cn: 404, D: 200 };
/** The caller's own profile and selection: any other id is 403 whether or not it exists (no lookup). */
const selfOnly = { S: 403, A: 403, A2: 403, U: 403, Cf: 200, Cn: 403, D: 403 };

const ROWS: Row[] = [
  {
    name: 'POST /api/LawFirm/notification/send',
    expect: firmOnly,
    request: async () => ({
      method: 'POST',
      url: '/api/LawFirm/notification/send',
      payload: { isSendToAll: true, caseId, notification: 'Meddelande' },
    }),
  },
  {
    name: 'GET /api/LawFirm/notification/get',
    expect: firmOnly,
    request: async () => ({ method: 'GET', url: `/api/LawFirm/notification/get?caseId=${caseId}` }),
  },
  {
    name: 'GET /api/LawFirm/notification/unreadCount',
    expect: firmOnly,
    request: async () => ({ method: 'GET', url: `/api/LawFirm/notification/unreadCount?caseId=${caseId}` }),
  },
  {
    name: 'GET /api/LawFirm/notification/recipients',
    expect: firmOnly,
    request: async () => ({
      method: 'GET',
      url: `/api/LawFirm/notification/recipients?notificationId=${(await firmMessage()).notificationId}`,
    }),
  },
  {
    name: 'PUT /api/LawFirm/notification/edit',
    expect: firmOnly,
    request: async () => ({
      method: 'PUT',
      url: '/api/LawFirm/notification/edit',
      payload: { notificationId: (await firmMessage()).notificationId, notification: 'Ändrat' },
    }),
  },
  {
    name: 'DELETE /api/LawFirm/notification/delete',
    expect: firmOnly,
    request: async () => ({
      method: 'DELETE',
      url: '/api/LawFirm/notification/delete',
      payload: { notificationId: (await firmMessage()).notificationId },
    }),
  },
  {
    name: 'PUT /api/LawFirm/notification/setRead',
    expect: firmOnly,
    request: async () => ({
      method: 'PUT',
      url: `/api/LawFirm/notification/setRead?notificationToId=${(await creditorMessage()).toFirm}`,
    }),
  },
  {
    name: 'POST /api/Creditor/notification/send',
    expect: { ...creditorOwn, D: 200 },
    request: async (actor) => ({
      method: 'POST',
      url: '/api/Creditor/notification/send',
      payload: { creditorCasesId: ownLink(actor), caseId, notification: 'Fråga' },
    }),
  },
  {
    name: 'GET /api/Creditor/notification/get',
    expect: { ...creditorOwn, D: 200 },
    request: async (actor) => ({
      method: 'GET',
      url: `/api/Creditor/notification/get?creditorCasesId=${ownLink(actor)}`,
    }),
  },
  {
    name: 'GET /api/Creditor/notification/unreadCount',
    expect: { ...creditorOwn, D: 200 },
    request: async (actor) => ({
      method: 'GET',
      url: `/api/Creditor/notification/unreadCount?creditorCasesId=${ownLink(actor)}`,
    }),
  },
  {
    name: 'PUT /api/Creditor/notification/edit',
    expect: creditorOwn,
    request: async () => ({
      method: 'PUT',
      url: '/api/Creditor/notification/edit',
      payload: { notificationId: (await creditorMessage()).notificationId, notification: 'Ändrat' },
    }),
  },
  {
    name: 'DELETE /api/Creditor/notification/delete',
    expect: creditorOwn,
    request: async () => ({
      method: 'DELETE',
      url: '/api/Creditor/notification/delete',
      payload: { notificationId: (await creditorMessage()).notificationId },
    }),
  },
  {
    name: 'PUT /api/Creditor/notification/setRead',
    expect: creditorOwn,
    request: async () => ({
      method: 'PUT',
      url: `/api/Creditor/notification/setRead?notificationToId=${(await firmMessage()).toLev}`,
    }),
  },
  {
    name: 'POST /api/LawFirm/document/upload',
    expect: firmOnly,
    request: async () => {
      const form = pdfForm();
      return {
        method: 'POST',
        url: `/api/LawFirm/document/upload?SendToCasesId=${caseId}`,
        payload: form.payload,
        headers: form.headers,
      };
    },
  },
  {
    name: 'GET /api/LawFirm/document/get',
    expect: readers,
    request: async () => ({ method: 'GET', url: `/api/LawFirm/document/get?caseId=${caseId}` }),
  },
  {
    name: 'GET /api/LawFirm/document/download (published)',
    expect: { S: 404, A: 200, A2: 404, U: 200, Cf: 200, Cn: 404, D: 200 },
    request: async () => ({
      method: 'GET',
      url: `/api/LawFirm/document/download?fileName=${(await document(true)).fileName}`,
    }),
  },
  {
    name: 'GET /api/LawFirm/document/download (draft)',
    expect: { S: 404, A: 200, A2: 404, U: 200, Cf: 404, Cn: 404, D: 404 },
    request: async () => ({
      method: 'GET',
      url: `/api/LawFirm/document/download?fileName=${(await document(false)).fileName}`,
    }),
  },
  {
    name: 'GET /api/LawFirm/document/download (a firm logo)',
    expect: { S: 200, A: 200, A2: 200, U: 200, Cf: 200, Cn: 200, D: 200 },
    request: async () => {
      const firm = await t.db
        .selectFrom('law_firms')
        .select('logo_stored_name')
        .where('law_firm_id', '=', w.nordlawId)
        .executeTakeFirst();
      return { method: 'GET', url: `/api/LawFirm/document/download?fileName=${firm?.logo_stored_name}` };
    },
  },
  {
    name: 'POST /api/LawFirm/document/edit',
    expect: firmOnly,
    request: async () => ({
      method: 'POST',
      url: `/api/LawFirm/document/edit?documentId=${(await document(false)).documentId}&Comment=x`,
    }),
  },
  {
    name: 'DELETE /api/LawFirm/document/delete',
    expect: firmOnly,
    request: async () => ({
      method: 'DELETE',
      url: `/api/LawFirm/document/delete?documentId=${(await document(false)).documentId}`,
    }),
  },
  {
    name: 'PUT /api/LawFirm/document/statusChange',
    expect: firmOnly,
    request: async () => ({
      method: 'PUT',
      url: '/api/LawFirm/document/statusChange',
      payload: { documentId: (await document(false)).documentId, status: 'Published' },
    }),
  },
  {
    name: 'GET /api/Creditor/invoice/keyValues',
    expect: { S: 403, A: 200, A2: 200, U: 200, Cf: 200, Cn: 200, D: 200 },
    request: async () => ({ method: 'GET', url: '/api/Creditor/invoice/keyValues' }),
  },
  {
    name: 'POST /api/Creditor/invoice/add',
    expect: { S: 403, A: 200, A2: 404, U: 200, Cf: 200, Cn: 404, D: 200 },
    request: async () => {
      const form = pdfForm({
        CaseId: caseId,
        CreditorId: w.creditors.leverantor,
        ClaimAmount: '10',
        ClaimBasis: 'Other',
      });
      return {
        method: 'POST',
        url: '/api/Creditor/invoice/add',
        payload: form.payload,
        headers: form.headers,
      };
    },
  },
  {
    name: 'POST /api/Creditor/invoice/get',
    expect: { ...creditorOwn, D: 200 },
    request: async (actor) => ({
      method: 'POST',
      url: '/api/Creditor/invoice/get',
      payload: { caseId, creditorId: who[actor].creditorId ?? w.creditors.leverantor },
    }),
  },
  {
    name: 'GET /api/LawFirm/invoice/get',
    expect: firmOnly,
    request: async () => ({ method: 'GET', url: `/api/LawFirm/invoice/get?caseId=${caseId}` }),
  },
  {
    name: 'PUT /api/Creditor/invoice/update',
    expect: creditorOwn,
    request: async () => {
      const form = multipart({
        InvoiceId: (await levClaim()).invoiceId,
        CaseId: caseId,
        ClaimAmount: '20',
        ClaimBasis: 'Rent',
      });
      return {
        method: 'PUT',
        url: '/api/Creditor/invoice/update',
        payload: form.payload,
        headers: form.headers,
      };
    },
  },
  {
    name: 'DELETE /api/Creditor/invoice/deleteInvoice',
    expect: { S: 403, A: 200, A2: 404, U: 200, Cf: 200, Cn: 404, D: 404 },
    request: async () => ({
      method: 'DELETE',
      url: `/api/Creditor/invoice/deleteInvoice?invoiceId=${(await levClaim()).invoiceId}`,
    }),
  },
  {
    name: 'GET /api/Creditor/invoice/download',
    expect: { S: 403, A: 200, A2: 404, U: 200, Cf: 200, Cn: 404, D: 404 },
    request: async () => ({
      method: 'GET',
      url: `/api/Creditor/invoice/download?fileName=${(await levClaim()).fileName}`,
    }),
  },
  {
    // Issue 16 §2: the receipt, for whoever may see the claim; anyone else 404, as a missing claim.
    name: 'GET /api/Creditor/invoice/receipt',
    expect: { S: 403, A: 200, A2: 404, U: 200, Cf: 200, Cn: 404, D: 404 },
    request: async () => ({
      method: 'GET',
      url: `/api/Creditor/invoice/receipt?invoiceId=${(await levClaim()).invoiceId}`,
    }),
  },
  {
    name: 'PUT /api/LawFirm/invoice/update',
    expect: firmOnly,
    request: async () => ({
      method: 'PUT',
      url: '/api/LawFirm/invoice/update',
      payload: { invoiceId: (await levClaim()).invoiceId, invoiceStatus: 'Approved' },
    }),
  },
];

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
const get = (url: () => string) => async (): Promise<Req> => ({ method: 'GET', url: url() });
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

async function send(actor: Actor | null, req: Req) {
  const headers = { ...(actor ? who[actor].headers : {}), ...(req.headers ?? {}) };
  const res = await t.app.inject({
    method: req.method,
    url: req.url,
    headers,
    payload: req.payload as never,
  });
  return res.statusCode;
}

describe('messages, documents and claims: every route × every caller', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const got: Record<string, number> = {};
    for (const actor of ACTORS) got[actor] = await send(actor, await row.request(actor));
    expect(got).toEqual(row.expect);
    expect(await send(null, await row.request('A'))).toBe(401);
  });
});

describe('cases, firms, users and creditors: ownership per caller', () => {
  it.each(CORE_ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const got: Record<string, number> = {};
    for (const actor of ACTORS) got[actor] = await send(actor, await row.request(actor));
    expect(got).toEqual(row.expect);
    expect(await send(null, await row.request('A'))).toBe(401);
  });
});

describe('the role gate of every contract endpoint', () => {
  const registered = (e: Endpoint) => t.app.hasRoute({ method: e.method, url: e.path });
  it.each(
    endpoints.filter((e) => !e.roles.includes('public')).map((e) => [`${e.method} ${e.path}`, e] as const),
  )('%s', async (_name, endpoint) => {
    if (!registered(endpoint)) return; // not built yet: nothing to assert
    for (const actor of ACTORS) {
      if (endpoint.roles.includes(ROLE_OF[actor])) continue;
      const status = await send(actor, { method: endpoint.method, url: endpoint.path });
      expect({ actor, status }).toEqual({ actor, status: 403 });
    }
    expect(await send(null, { method: endpoint.method, url: endpoint.path })).toBe(401);
  });

  it('covers every route of routes.tsv for messages, documents and claims', () => {
    const mine = endpoints.filter((e) => /\/(notification|document|invoice)\//i.test(e.path));
    expect(mine.map((e) => `${e.method} ${e.path}`).sort()).toEqual(
      ROWS.map((r) => r.name.replace(/ \(.*\)$/, ''))
        .filter((n, i, all) => all.indexOf(n) === i)
        .sort(),
    );
    for (const e of mine) expect(registered(e)).toBe(true);
  });
});

// Identity (issue 11 §2, §3, §5): the account page is for S, A and U; sign-out for everyone. Each call
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
