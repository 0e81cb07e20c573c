import { type Endpoint, endpoints } from 'shared-api/contract';
import { multipart } from '../files-fixtures';
import {
  ACTORS,
  caseId,
  creditorMessage,
  creditorOwn,
  document,
  firmMessage,
  firmOnly,
  levClaim,
  ownLink,
  pdfForm,
  ROLE_OF,
  type Row,
  readers,
  send,
  setupRoleTableTests,
  t,
  w,
  who,
} from '../role-table-fixture';
import { CLAIM_STEP_ROWS } from './role-table-claim-steps';

// Messages, documents and claims, route × caller, and the role gate of every endpoint (setup: role-table-fixture.ts).

setupRoleTableTests();

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
    // The receipt, for whoever may see the claim; anyone else 404, as a missing claim.
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
  ...CLAIM_STEP_ROWS,
];

describe('messages, documents and claims: every route × every caller', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
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
