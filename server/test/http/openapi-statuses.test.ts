import type { InjectOptions } from 'fastify';
import { type Endpoint, endpoints, type Role } from 'shared-api/contract';
import { MINIMAL_PDF, multipart } from '../files-fixtures';
import { createTestApp, DEMO, loginEachRole, type SignedIn, type TestApp } from '../helper';

/**
 * The refusals /api/openapi.json lists for an operation are the
 * ones the server gives. Every endpoint is called without a token, by a role
 * it does not allow, with no input, with a body that is not JSON and with ids
 * that name no record; and the refusals the route tests know (wrong password,
 * unverified e-mail, duplicate, throttle, a file too large or of the wrong
 * kind) are made. Each answer's status must be documented for its operation,
 * with the error envelope.
 */

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;
type Caller = Exclude<Role, 'public'>;

let t: TestApp;
let doc: Json;
let as: Record<Caller, SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  as = await loginEachRole(t.app);
});
afterAll(() => t.close());

const operation = (endpoint: Endpoint) => doc.paths[endpoint.path][endpoint.method.toLowerCase()];
const headersOf = (caller: Caller | null) => (caller ? { ...as[caller].headers } : {});

/** Injects and checks the answer against the operation's documented responses; returns the status. */
async function answered(endpoint: Endpoint, options: Omit<InjectOptions, 'method'>): Promise<number> {
  const res = await t.app.inject({ method: endpoint.method, ...options } as InjectOptions);
  const documented = Object.keys(operation(endpoint).responses).map(Number);
  const seen = `${endpoint.operationId} answered ${res.statusCode} ${res.body.slice(0, 160)}`;
  expect({ seen, documented: documented.includes(res.statusCode) }).toEqual({ seen, documented: true });
  if (res.statusCode >= 400)
    expect(res.json()).toEqual({ isSuccess: false, message: expect.any(String), data: null });
  return res.statusCode;
}

/** The endpoint's fields ending in "Id" (query and JSON body), each naming no record. */
function missingRecord(endpoint: Endpoint) {
  const op = operation(endpoint);
  const idsOf = (names: string[]) =>
    Object.fromEntries(names.filter((name) => /id$/i.test(name)).map((name) => [name, 999_999]));
  const query = idsOf((op.parameters ?? []).map((p: { name: string }) => p.name));
  const json = op.requestBody?.content['application/json']?.schema?.properties;
  const body = json ? idsOf(Object.keys(json)) : undefined;
  return {
    query: new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
    body,
  };
}

describe('every status a route answers is in its OpenAPI responses', () => {
  it.each(endpoints.map((e) => [e.operationId, e] as const))('%s', async (_name, endpoint) => {
    // Fresh tokens for each endpoint: logout and logoutEverywhere end the ones they are called with.
    as = await loginEachRole(t.app);
    const allowed = endpoint.roles.filter((r): r is Caller => r !== 'public');
    const caller = allowed[0] ?? null;
    const other = (['S', 'A', 'U', 'C', 'D'] as const).find((r) => !endpoint.roles.includes(r));
    if (caller) expect(await answered(endpoint, { url: endpoint.path })).toBe(401);
    if (caller && other)
      expect(await answered(endpoint, { url: endpoint.path, headers: headersOf(other) })).toBe(403);
    await answered(endpoint, { url: endpoint.path, headers: headersOf(caller) });
    if (endpoint.method !== 'GET')
      await answered(endpoint, {
        url: endpoint.path,
        headers: { ...headersOf(caller), 'content-type': 'text/plain' },
        payload: 'not json',
      });
    const { query, body } = missingRecord(endpoint);
    if (query || body)
      await answered(endpoint, {
        url: `${endpoint.path}${query ? `?${query}` : ''}`,
        headers: headersOf(caller),
        ...(body ? { payload: body } : {}),
      });
  });
});

const byName = (name: string) => {
  const endpoint = endpoints.find((e) => e.operationId === name);
  if (!endpoint) throw new Error(`no endpoint ${name}`);
  return endpoint;
};

describe('the refusals the route tests know are documented where they happen', () => {
  it('wrong passwords: 401 at both sign-ins', async () => {
    const wrong = { password: 'Fel-lösenord1' };
    expect(
      await answered(byName('lawFirmLogin'), {
        url: '/api/Auth/login',
        payload: { EmalId: DEMO.anna, ...wrong },
      }),
    ).toBe(401);
    expect(
      await answered(byName('creditorLogin'), {
        url: '/api/Creditor/login',
        payload: { emalId: DEMO.bygg, ...wrong },
      }),
    ).toBe(401);
  });

  it('sign-up: the same 200 for a taken e-mail; 429 past the mail limit; 403 at sign-in before verification', async () => {
    const company = { creditorName: 'Norrbottens Plåt AB', creditrorCompanyName: 'Norrbottens Plåt AB' }; // sic
    const address = { creditorStreet: 'Storgatan 5', creditorPostNumber: '972 31', creditorTown: 'Luleå' };
    const signup = (email: string) => ({
      url: '/api/Creditor/signup',
      payload: {
        ...company,
        ...address,
        creditorCountry: 'Sverige',
        creditorCompanyOrgNr: '556123-4567',
        creditorType: 'Creditor',
        isDebtCollector: 'false',
        creditorEmaill: email, // sic
        creditorPsw: 'Hemligt1',
      },
    });
    expect(await answered(byName('creditorSignup'), signup(DEMO.leverantor))).toBe(200);
    expect(await answered(byName('creditorSignup'), signup('oa-status@jarn.se'))).toBe(200);
    const resend = { url: '/api/Creditor/resendOtp', payload: { email: 'oa-status@jarn.se' } };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await answered(byName('resendOtp'), resend));
    expect(statuses).toContain(429);
    const early = {
      url: '/api/Creditor/login',
      payload: { emalId: 'oa-status@jarn.se', password: 'Hemligt1' },
    };
    expect(await answered(byName('creditorLogin'), early)).toBe(403);
  });

  it('claims: 415 for a file of another kind, 413 for one over 10 MB', async () => {
    const caseId = (
      await t.app.inject({
        method: 'GET',
        url: '/api/Creditor/getSelectedCase',
        headers: as.C.headers,
        query: { creditorId: String(as.C.creditorId) },
      })
    ).json().data.creditorCaseList[0].caseId;
    const fields = { CaseId: caseId, ClaimAmount: '100', ClaimBasis: 'SupplierInvoice' };
    const upload = (content: Buffer, name: string) => {
      const form = multipart(fields, { name, content });
      return {
        url: '/api/Creditor/invoice/add',
        headers: { ...as.C.headers, ...form.headers },
        payload: form.payload,
      };
    };
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await answered(byName('addInvoice'), upload(png, 'faktura.pdf'))).toBe(415);
    const huge = Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await answered(byName('addInvoice'), upload(huge, 'faktura.pdf'))).toBe(413);
  });

  it('downloads: 404 for a file the caller may not see', async () => {
    const url = '/api/LawFirm/document/download?fileName=finns-inte.pdf';
    expect(await answered(byName('downloadDocument'), { url, headers: as.A.headers })).toBe(404);
  });
});
