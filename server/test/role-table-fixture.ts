import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from './files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from './helper';

/**
 * Who may do what, walked route × role. Seven callers: S, A of the
 * firm that owns the case, A of another firm, U, a C that follows the case,
 * a C that does not, and a D that follows it. The case is Nordlaw's "kaffe"
 * case (followed by Leverantören AB; Nordisk Inkasso is added as follower).
 *
 * Every contract endpoint is checked for the role gate (403 for a role it does
 * not list, 401 without a token). The message, document and claim endpoints
 * are also checked for ownership with a real, valid request per caller.
 */

export const ACTORS = ['S', 'A', 'A2', 'U', 'Cf', 'Cn', 'D'] as const;
export type Actor = (typeof ACTORS)[number];
export const ROLE_OF: Record<Actor, 'S' | 'A' | 'U' | 'C' | 'D'> = {
  S: 'S',
  A: 'A',
  A2: 'A',
  U: 'U',
  Cf: 'C',
  Cn: 'C',
  D: 'D',
};

export let t: TestApp;
export let w: FilesWorld;
export let who: Record<Actor, SignedIn>;
export let caseId: number;

export interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}
export const pdfForm = (fields: Record<string, string | number> = {}) =>
  multipart(fields, { name: 'a.pdf', content: MINIMAL_PDF });
export const ownLink = (actor: Actor) => {
  const own = { Cf: w.creditors.leverantor, D: w.creditors.inkasso, Cn: w.creditors.bygg } as Record<
    Actor,
    number
  >;
  const link = own[actor] ? w.link(own[actor], caseId) : -1;
  return link > 0 ? link : w.link(w.creditors.leverantor, caseId);
};

// Fixtures made fresh for each call, by their rightful owners.
export async function firmMessage(): Promise<{ notificationId: number; toLev: number }> {
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
export async function creditorMessage(): Promise<{ notificationId: number; toFirm: number }> {
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
export async function document(publish: boolean): Promise<{ documentId: number; fileName: string }> {
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
export async function levClaim(): Promise<{ invoiceId: number; fileName: string }> {
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

export type Row = { name: string; expect: Record<Actor, number>; request: (actor: Actor) => Promise<Req> };
// Another firm's case, or a case, link or claim the caller may not see, answers 404 as one
// that does not exist would (A2 and Cn below); 403 stays for a role that may never call the route.
export const firmOnly = { S: 403, A: 200, A2: 404, U: 200, Cf: 403, Cn: 403, D: 403 };
export const creditorOwn = { S: 403, A: 403, A2: 403, U: 403, Cf: 200, Cn: 404, D: 404 };
export const readers = { S: 403, A: 200, A2: 404, U: 200, Cf: 200, Cn: 404, D: 200 };
/** The caller's own profile and selection: any other id is 403 whether or not it exists (no lookup). */
export const selfOnly = { S: 403, A: 403, A2: 403, U: 403, Cf: 200, Cn: 403, D: 403 };

export const get = (url: () => string) => async (): Promise<Req> => ({ method: 'GET', url: url() });

export async function send(actor: Actor | null, req: Req) {
  const headers = { ...(actor ? who[actor].headers : {}), ...(req.headers ?? {}) };
  const res = await t.app.inject({
    method: req.method,
    url: req.url,
    headers,
    payload: req.payload,
  });
  return res.statusCode;
}

/** Builds the app and signs the demo users in before this file's tests (beforeAll), closes it after them. */
export function setupRoleTableTests(): void {
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
}
