import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';

/**
 * "Another firm's records answer 404 everywhere": the case routes
 * answered 404 for another firm's case, the case-tab routes 403, so the tabs
 * told a stranger which ids exist. Now every route answers a record the caller
 * may not see exactly as one that does not exist: same status, same message.
 */

let t: TestApp;
let w: FilesWorld;
let as: Awaited<ReturnType<typeof loginAll>>;
let ids: {
  document: number;
  claim: number;
  message: number;
  firmRecipient: number;
  creditorRecipient: number;
  kaffeFirmMessage: number;
  kaffeToFirm: number;
};
const MISSING = 9_999_999;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
  const form = multipart({}, { name: 'a.pdf', content: MINIMAL_PDF });
  const doc = await call(t.app, {
    method: 'POST',
    url: `/api/LawFirm/document/upload?SendToCasesId=${w.kaffe}`,
    headers: { ...as.anna.headers, ...form.headers },
    payload: form.payload,
  });
  const claimForm = multipart(
    { CaseId: w.kaffe, ClaimAmount: '10', ClaimBasis: 'Rent' },
    { name: 'a.pdf', content: MINIMAL_PDF },
  );
  const claim = await call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/add',
    headers: { ...as.leverantor.headers, ...claimForm.headers },
    payload: claimForm.payload,
  });
  const sent = await call(t.app, {
    method: 'POST',
    url: '/api/Creditor/notification/send',
    headers: as.bygg.headers,
    payload: { creditorCasesId: w.link(w.creditors.bygg, w.shared), caseId: w.shared, notification: 'Fråga' },
  });
  const firmSent = await call(t.app, {
    method: 'POST',
    url: '/api/LawFirm/notification/send',
    headers: as.anna.headers,
    payload: { isSendToAll: true, caseId: w.shared, notification: 'Hej' },
  });
  const firmInbox = await call(t.app, {
    method: 'GET',
    url: `/api/LawFirm/notification/get?caseId=${w.shared}`,
    headers: as.anna.headers,
  });
  const levInbox = await call(t.app, {
    method: 'GET',
    url: `/api/Creditor/notification/get?creditorCasesId=${w.link(w.creditors.leverantor, w.shared)}`,
    headers: as.leverantor.headers,
  });
  // In a case only Leverantören follows: a message of the firm, and one Leverantören wrote to the firm.
  await t.db
    .updateTable('cases')
    .set({ is_allow_creditor_notification: true })
    .where('case_id', '=', w.kaffe)
    .execute();
  const kaffeFirm = await call(t.app, {
    method: 'POST',
    url: '/api/LawFirm/notification/send',
    headers: as.anna.headers,
    payload: { isSendToAll: true, caseId: w.kaffe, notification: 'Hej' },
  });
  const kaffeLev = await call(t.app, {
    method: 'POST',
    url: '/api/Creditor/notification/send',
    headers: as.leverantor.headers,
    payload: {
      creditorCasesId: w.link(w.creditors.leverantor, w.kaffe),
      caseId: w.kaffe,
      notification: 'Fråga',
    },
  });
  const kaffeInbox = await call(t.app, {
    method: 'GET',
    url: `/api/LawFirm/notification/get?caseId=${w.kaffe}`,
    headers: as.anna.headers,
  });
  const byId = (list: { notificationId: number; notificationToId: number }[], id: number) =>
    list.find((m) => m.notificationId === id)?.notificationToId ?? -1;
  ids = {
    document: doc.body.data.documentId,
    claim: claim.body.data.invoiceId,
    message: sent.body.data.notificationId,
    firmRecipient: byId(firmInbox.body.data.inboxList, sent.body.data.notificationId),
    creditorRecipient: byId(levInbox.body.data.inboxList, firmSent.body.data.notificationId),
    kaffeFirmMessage: kaffeFirm.body.data.notificationId,
    kaffeToFirm: byId(kaffeInbox.body.data.inboxList, kaffeLev.body.data.notificationId),
  };
});
afterAll(() => t.close());

type Probe = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
/** A request about a record, built for a real id of someone else's or for an id that does not exist. */
type Row = [string, () => SignedIn, (id: (real: number) => number) => Probe];

const real = (value: number) => value;
const missing = () => MISSING;

const ROWS: Row[] = [
  [
    'GET /api/LawFirm/notification/get',
    () => as.karin,
    (id) => ({ method: 'GET', url: `/api/LawFirm/notification/get?caseId=${id(w.shared)}` }),
  ],
  [
    'POST /api/LawFirm/notification/send',
    () => as.karin,
    (id) => ({
      method: 'POST',
      url: '/api/LawFirm/notification/send',
      payload: { isSendToAll: true, caseId: id(w.shared), notification: 'x' },
    }),
  ],
  [
    'PUT /api/LawFirm/notification/edit',
    () => as.karin,
    (id) => ({
      method: 'PUT',
      url: '/api/LawFirm/notification/edit',
      payload: { notificationId: id(ids.message), notification: 'x' },
    }),
  ],
  [
    'DELETE /api/LawFirm/notification/delete',
    () => as.karin,
    (id) => ({
      method: 'DELETE',
      url: '/api/LawFirm/notification/delete',
      payload: { notificationId: id(ids.message) },
    }),
  ],
  [
    'PUT /api/LawFirm/notification/setRead',
    () => as.karin,
    (id) => ({
      method: 'PUT',
      url: `/api/LawFirm/notification/setRead?notificationToId=${id(ids.firmRecipient)}`,
    }),
  ],
  [
    'GET /api/LawFirm/document/get',
    () => as.karin,
    (id) => ({ method: 'GET', url: `/api/LawFirm/document/get?caseId=${id(w.kaffe)}` }),
  ],
  [
    'PUT /api/LawFirm/document/statusChange',
    () => as.karin,
    (id) => ({
      method: 'PUT',
      url: '/api/LawFirm/document/statusChange',
      payload: { documentId: id(ids.document), status: 'Published' },
    }),
  ],
  [
    'DELETE /api/LawFirm/document/delete',
    () => as.karin,
    (id) => ({ method: 'DELETE', url: `/api/LawFirm/document/delete?documentId=${id(ids.document)}` }),
  ],
  [
    'POST /api/LawFirm/document/edit',
    () => as.karin,
    (id) => ({ method: 'POST', url: `/api/LawFirm/document/edit?documentId=${id(ids.document)}&Comment=x` }),
  ],
  [
    'GET /api/LawFirm/invoice/get',
    () => as.karin,
    (id) => ({ method: 'GET', url: `/api/LawFirm/invoice/get?caseId=${id(w.kaffe)}` }),
  ],
  [
    'PUT /api/LawFirm/invoice/update',
    () => as.karin,
    (id) => ({
      method: 'PUT',
      url: '/api/LawFirm/invoice/update',
      payload: { invoiceId: id(ids.claim), invoiceStatus: 'Paid' },
    }),
  ],
  [
    'DELETE /api/Creditor/invoice/deleteInvoice (firm)',
    () => as.karin,
    (id) => ({ method: 'DELETE', url: `/api/Creditor/invoice/deleteInvoice?invoiceId=${id(ids.claim)}` }),
  ],
  [
    'GET /api/case/getCaseById',
    () => as.karin,
    (id) => ({ method: 'GET', url: `/api/case/getCaseById?caseId=${id(w.kaffe)}` }),
  ],
  [
    'GET /api/LawFirm/getById',
    () => as.karin,
    (id) => ({ method: 'GET', url: `/api/LawFirm/getById?lawFirmId=${id(w.nordlawId)}` }),
  ],
  [
    'GET /api/LawFirm/getUsers',
    () => as.karin,
    (id) => ({ method: 'GET', url: `/api/LawFirm/getUsers?lawFirmId=${id(w.nordlawId)}` }),
  ],
  [
    'GET /api/Case/get',
    () => as.karin,
    (id) => ({ method: 'GET', url: `/api/Case/get?lawFirmId=${id(w.nordlawId)}` }),
  ],
  [
    'GET /api/LawFirm/document/get (creditor)',
    () => as.bygg,
    (id) => ({ method: 'GET', url: `/api/LawFirm/document/get?caseId=${id(w.kaffe)}` }),
  ],
  [
    'POST /api/Creditor/invoice/get',
    () => as.bygg,
    (id) => ({
      method: 'POST',
      url: '/api/Creditor/invoice/get',
      payload: { caseId: id(w.kaffe), creditorId: w.creditors.bygg },
    }),
  ],
  [
    'DELETE /api/Creditor/invoice/deleteInvoice (creditor)',
    () => as.bygg,
    (id) => ({ method: 'DELETE', url: `/api/Creditor/invoice/deleteInvoice?invoiceId=${id(ids.claim)}` }),
  ],
  [
    'GET /api/Creditor/notification/get',
    () => as.leverantor,
    (id) => ({
      method: 'GET',
      url: `/api/Creditor/notification/get?creditorCasesId=${id(w.link(w.creditors.bygg, w.shared))}`,
    }),
  ],
  [
    'POST /api/Creditor/notification/send',
    () => as.leverantor,
    (id) => ({
      method: 'POST',
      url: '/api/Creditor/notification/send',
      payload: {
        creditorCasesId: id(w.link(w.creditors.bygg, w.shared)),
        caseId: w.shared,
        notification: 'x',
      },
    }),
  ],
  [
    'PUT /api/Creditor/notification/edit',
    () => as.leverantor,
    (id) => ({
      method: 'PUT',
      url: '/api/Creditor/notification/edit',
      payload: { notificationId: id(ids.message), notification: 'x' },
    }),
  ],
  [
    'DELETE /api/Creditor/notification/delete',
    () => as.leverantor,
    (id) => ({
      method: 'DELETE',
      url: '/api/Creditor/notification/delete',
      payload: { notificationId: id(ids.message) },
    }),
  ],
  [
    'PUT /api/Creditor/notification/edit (the firm’s message)',
    () => as.bygg,
    (id) => ({
      method: 'PUT',
      url: '/api/Creditor/notification/edit',
      payload: { notificationId: id(ids.kaffeFirmMessage), notification: 'x' },
    }),
  ],
  [
    'PUT /api/Creditor/notification/setRead (to the firm)',
    () => as.bygg,
    (id) => ({
      method: 'PUT',
      url: `/api/Creditor/notification/setRead?notificationToId=${id(ids.kaffeToFirm)}`,
    }),
  ],
  [
    'PUT /api/Creditor/notification/setRead',
    () => as.bygg,
    (id) => ({
      method: 'PUT',
      url: `/api/Creditor/notification/setRead?notificationToId=${id(ids.creditorRecipient)}`,
    }),
  ],
];

const send = async (who: SignedIn, probe: Probe) => {
  const { status, body } = await call(t.app, { ...probe, headers: who.headers });
  return { status, message: body.message };
};

describe('a record the caller may not see answers as one that does not exist', () => {
  it.each(ROWS)('%s', async (_name, caller, probe) => {
    const someoneElses = await send(caller(), probe(real));
    const nobodys = await send(caller(), probe(missing));
    expect(someoneElses.status).toBe(404);
    expect(someoneElses).toEqual(nobodys);
  });
});
