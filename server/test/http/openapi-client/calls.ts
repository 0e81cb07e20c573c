import createClient from 'openapi-fetch';
// Generated at test time from the served /api/openapi.json (generate.mjs); type-checked by
// openapi.test.ts against it, not by the root tsconfig (which excludes this file).
import type { paths } from './generated-api';

/**
 * What a third party would write with a client generated from our OpenAPI
 * document (openapi-typescript + openapi-fetch): sign in as a creditor, list
 * its followed cases, file a claim (multipart: form fields and the file) and
 * make a call its role may not (refused with the error envelope). Every value
 * read below is typed by the generated paths, so a document that lost a body,
 * an answer or the error envelope fails to compile.
 */
export async function creditorJourney(
  baseUrl: string,
  signIn: { email: string; password: string },
  pdf: Blob,
) {
  const api = createClient<paths>({ baseUrl });

  const login = await api.POST('/api/Creditor/login', {
    body: { emalId: signIn.email, password: signIn.password },
  });
  if (!login.data) throw new Error(`sign-in refused: ${login.response.status} ${login.error?.message}`);
  const signedIn = login.data.data;
  // Past many failed sign-ins of the account, the password answers a challenge for a mailed code instead.
  if (!('token' in signedIn)) throw new Error('the sign-in needs the code mailed to the account');
  const { token, creditorId } = signedIn;
  if (creditorId === null) throw new Error('not a creditor');
  const headers = { Authorization: `Bearer ${token}` };

  const followed = await api.GET('/api/Creditor/getSelectedCase', {
    headers,
    params: { query: { creditorId } },
  });
  if (!followed.data) throw new Error(`list refused: ${followed.response.status} ${followed.error?.message}`);
  const caseId: number | undefined = followed.data.data.creditorCaseList[0]?.caseId;
  if (caseId === undefined) throw new Error('the creditor follows no case');

  const bases = await api.GET('/api/Creditor/invoice/keyValues', { headers });
  const claimBasis = bases.data?.data.keyValueList[0]?.keyValue ?? 'SupplierInvoice';

  const claim = await api.POST('/api/Creditor/invoice/add', {
    headers,
    body: {
      CaseId: caseId,
      ClaimAmount: '12 500,50',
      ClaimBasis: claimBasis,
      ClaimRefernce: 'OA-1',
      File: pdf,
    },
    bodySerializer: (body) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(body))
        if (value instanceof Blob) form.append(name, value, 'faktura.pdf');
        else if (value !== undefined && value !== null) form.append(name, String(value));
      return form;
    },
  });

  const refused = await api.DELETE('/api/Case/delete', { headers, params: { query: { caseId } } });
  const refusal: { isSuccess: boolean; message: string } | undefined = refused.error;

  return {
    userType: signedIn.userType,
    followedCases: followed.data.data.creditorCaseList.length,
    claim: {
      status: claim.response.status,
      amount: claim.data?.data?.claimAmount,
      state: claim.data?.data?.invoiceStatus,
    },
    refused: { status: refused.response.status, envelope: refusal },
  };
}
