import { call } from '../helper';
import { creditorOwn, firmOnly, levClaim, pdfForm, type Req, type Row, t, who } from '../role-table-fixture';

/**
 * The rows of a claim's later steps for the route × caller table (role-table.test.ts): each request
 * works on a fresh claim of the following creditor (Cf), so that one caller's step never changes
 * what the next one meets. Another firm (A2), a creditor of the case that is not the claimant (Cn)
 * and a debt collector that did not file it (D) find nothing.
 */

const asked = async () => {
  const claim = await levClaim();
  await call(t.app, {
    method: 'POST',
    url: '/api/LawFirm/invoice/requestInformation',
    headers: who.A.headers,
    payload: { invoiceId: claim.invoiceId, question: 'Vilken leverans?' },
  });
  return claim;
};

const answered = async () => {
  const claim = await asked();
  const form = pdfForm({ InvoiceId: claim.invoiceId, Answer: 'Den i maj.' });
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/answerInformation',
    headers: { ...who.Cf.headers, ...form.headers },
    payload: form.payload,
  });
  if (res.status !== 200) throw new Error(`answer: ${res.status} ${res.body.message}`);
  const state = await call(t.app, {
    method: 'GET',
    url: `/api/Creditor/invoice/state?invoiceId=${claim.invoiceId}`,
    headers: who.A.headers,
  });
  return state.body.data.requests[0].storedName as string;
};

const seesClaim = { S: 403, A: 200, A2: 404, U: 200, Cf: 200, Cn: 404, D: 404 };

export const CLAIM_STEP_ROWS: Row[] = [
  {
    name: 'GET /api/Creditor/invoice/state',
    expect: seesClaim,
    request: async (): Promise<Req> => ({
      method: 'GET',
      url: `/api/Creditor/invoice/state?invoiceId=${(await levClaim()).invoiceId}`,
    }),
  },
  {
    name: 'POST /api/LawFirm/invoice/requestInformation',
    expect: firmOnly,
    request: async (): Promise<Req> => ({
      method: 'POST',
      url: '/api/LawFirm/invoice/requestInformation',
      payload: { invoiceId: (await levClaim()).invoiceId, question: 'Vilken leverans?' },
    }),
  },
  {
    name: 'POST /api/Creditor/invoice/answerInformation',
    expect: creditorOwn,
    request: async (): Promise<Req> => {
      const form = pdfForm({ InvoiceId: (await asked()).invoiceId, Answer: 'Den i maj.' });
      return {
        method: 'POST',
        url: '/api/Creditor/invoice/answerInformation',
        headers: form.headers,
        payload: form.payload,
      };
    },
  },
  {
    name: 'GET /api/Creditor/invoice/informationFile',
    expect: seesClaim,
    request: async (): Promise<Req> => ({
      method: 'GET',
      url: `/api/Creditor/invoice/informationFile?fileName=${await answered()}`,
    }),
  },
  {
    name: 'POST /api/Creditor/invoice/withdraw',
    expect: creditorOwn,
    request: async (): Promise<Req> => ({
      method: 'POST',
      url: '/api/Creditor/invoice/withdraw',
      payload: { invoiceId: (await levClaim()).invoiceId },
    }),
  },
];
