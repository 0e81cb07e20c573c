import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from 'shared-api/contract';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';

/**
 * "Uploads are checked before they are stored": claim and document
 * uploads streamed the file to storage before the case and the caller's right to
 * it were checked. Every upload route, called by a stranger with a 1 MB file,
 * must refuse without handing a byte to storage and leave the storage directory
 * (temporary files included) exactly as it was.
 */

let t: TestApp;
let w: FilesWorld;
let as: Awaited<ReturnType<typeof loginAll>>;
/** How many times a route handed a file to storage. */
let saves = 0;
let levClaim: number;
let nordlawDocument: number;

const BIG_PDF = Buffer.concat([MINIMAL_PDF, Buffer.alloc(1024 * 1024, 0x20)]);

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
  // The routes hold this very object: count what reaches it.
  const storage = t.app.portal.storage;
  const save = storage.save.bind(storage);
  storage.save = (stream, rules) => {
    saves += 1;
    return save(stream, rules);
  };
  const claim = await upload(as.leverantor, 'POST', '/api/Creditor/invoice/add', {
    CaseId: w.kaffe,
    ClaimAmount: '100',
    ClaimBasis: 'Rent',
  });
  levClaim = claim.body.data.invoiceId;
  const doc = await upload(as.anna, 'POST', `/api/LawFirm/document/upload?SendToCasesId=${w.kaffe}`, {});
  nordlawDocument = doc.body.data.documentId;
});
afterAll(() => t.close());

function upload(
  who: SignedIn | null,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | number>,
) {
  const form = multipart(fields, { name: 'bevis.pdf', content: BIG_PDF });
  return call(t.app, {
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...form.headers },
    payload: form.payload,
  });
}

/** Everything under DATA_DIR/files, dot files (temporary uploads) included. */
const storageListing = () =>
  readdirSync(join(t.config.dataDir, 'files'), { recursive: true }).map(String).sort();

const firmQuery = (id?: number) =>
  new URLSearchParams({
    ...(id ? { LawFirmId: String(id) } : {}),
    LawfirmName: 'Främmande byrån',
    LawFirmOffices: 'Luleå',
    LawfirmContactName: 'Främling',
    LawfirmContactEmail: `framling${id ?? ''}@byran.test`,
    Password: 'Hemligt123!',
  }).toString();

type Attempt = [
  string,
  () => {
    who: SignedIn | null;
    method: 'POST' | 'PUT';
    url: string;
    fields: Record<string, string | number>;
    status: number;
  },
];

const ATTEMPTS: Attempt[] = [
  [
    'POST /api/Creditor/invoice/add: another firm’s staff',
    () => ({
      who: as.karin,
      method: 'POST',
      url: '/api/Creditor/invoice/add',
      fields: { CaseId: w.kaffe, CreditorId: w.creditors.leverantor, ClaimAmount: '5', ClaimBasis: 'Rent' },
      status: 404,
    }),
  ],
  [
    'POST /api/Creditor/invoice/add: a creditor not following the case',
    () => ({
      who: as.bygg,
      method: 'POST',
      url: '/api/Creditor/invoice/add',
      fields: { CaseId: w.kaffe, ClaimAmount: '5', ClaimBasis: 'Rent' },
      status: 404,
    }),
  ],
  [
    'POST /api/Creditor/invoice/add: a case that does not exist',
    () => ({
      who: as.leverantor,
      method: 'POST',
      url: '/api/Creditor/invoice/add',
      fields: { CaseId: 9_999_999, ClaimAmount: '5', ClaimBasis: 'Rent' },
      status: 404,
    }),
  ],
  [
    'POST /api/Creditor/invoice/add: a debt collector for a creditor that has not approved it',
    () => ({
      who: as.inkasso,
      method: 'POST',
      url: '/api/Creditor/invoice/add',
      fields: {
        CaseId: w.shared,
        CreditorId: w.creditors.leverantor + 9_999_000,
        DebtByDebtCollector: 'true',
        ClaimAmount: '5',
        ClaimBasis: 'Rent',
      },
      status: 403,
    }),
  ],
  [
    'POST /api/Creditor/invoice/add: an invalid form',
    () => ({
      who: as.leverantor,
      method: 'POST',
      url: '/api/Creditor/invoice/add',
      fields: { CaseId: w.kaffe, ClaimAmount: '0', ClaimBasis: 'Rent' },
      status: 400,
    }),
  ],
  [
    'POST /api/Creditor/invoice/add: without a token',
    () => ({
      who: null,
      method: 'POST',
      url: '/api/Creditor/invoice/add',
      fields: { CaseId: w.kaffe, ClaimAmount: '5', ClaimBasis: 'Rent' },
      status: 401,
    }),
  ],
  [
    'PUT /api/Creditor/invoice/update: another creditor',
    () => ({
      who: as.bygg,
      method: 'PUT',
      url: '/api/Creditor/invoice/update',
      fields: { InvoiceId: levClaim, CaseId: w.kaffe, ClaimAmount: '5', ClaimBasis: 'Rent' },
      status: 404,
    }),
  ],
  [
    'PUT /api/Creditor/invoice/update: a debt collector that did not file it',
    () => ({
      who: as.inkasso,
      method: 'PUT',
      url: '/api/Creditor/invoice/update',
      fields: { InvoiceId: levClaim, CaseId: w.kaffe, ClaimAmount: '5', ClaimBasis: 'Rent' },
      status: 404,
    }),
  ],
  [
    'POST /api/LawFirm/document/upload: another firm’s staff',
    () => ({
      who: as.karin,
      method: 'POST',
      url: `/api/LawFirm/document/upload?SendToCasesId=${w.kaffe}`,
      fields: {},
      status: 404,
    }),
  ],
  [
    'POST /api/LawFirm/document/upload: a creditor',
    () => ({
      who: as.leverantor,
      method: 'POST',
      url: `/api/LawFirm/document/upload?SendToCasesId=${w.kaffe}`,
      fields: {},
      status: 403,
    }),
  ],
  [
    'POST /api/LawFirm/document/edit: another firm’s staff',
    () => ({
      who: as.karin,
      method: 'POST',
      url: `/api/LawFirm/document/edit?documentId=${nordlawDocument}&Comment=x`,
      fields: {},
      status: 404,
    }),
  ],
  [
    'POST /api/LawFirm/add: a firm administrator',
    () => ({ who: as.anna, method: 'POST', url: `/api/LawFirm/add?${firmQuery()}`, fields: {}, status: 403 }),
  ],
  [
    'PUT /api/LawFirm/update: another firm’s administrator',
    () => ({
      who: as.karin,
      method: 'PUT',
      url: `/api/LawFirm/update?${firmQuery(w.nordlawId)}`,
      fields: {},
      status: 404,
    }),
  ],
  [
    'POST /api/LawFirm/invitations/preview: another firm’s administrator',
    () => ({
      who: as.karin,
      method: 'POST',
      url: `/api/LawFirm/invitations/preview?caseId=${w.kaffe}`,
      fields: {},
      status: 404,
    }),
  ],
  [
    'POST /api/LawFirm/invitations/send: firm staff who is not the administrator',
    () => ({
      who: as.ulf,
      method: 'POST',
      url: `/api/LawFirm/invitations/send?caseId=${w.kaffe}`,
      fields: {},
      status: 403,
    }),
  ],
  [
    'POST /api/Claims/objection/add: another firm’s staff',
    () => ({
      who: as.karin,
      method: 'POST',
      url: '/api/Claims/objection/add',
      fields: { InvoiceId: levClaim, DisputesAmount: 'true', ProposedAmount: '1', Reason: 'Främmande' },
      status: 404,
    }),
  ],
  [
    'POST /api/Claims/objection/reply: a creditor who is not the claimant, to an objection that is not there',
    () => ({
      who: as.bygg,
      method: 'POST',
      url: '/api/Claims/objection/reply',
      fields: { ObjectionId: 999_999, Text: 'Svar' },
      status: 404,
    }),
  ],
  [
    'POST /api/LawFirm/objection/settle: another firm’s staff',
    () => ({
      who: as.karin,
      method: 'POST',
      url: '/api/LawFirm/objection/settle',
      fields: { ObjectionId: 999_999, Amount: '1', PriorityClass: 'NonPriority' },
      status: 404,
    }),
  ],
  [
    'POST /api/LawFirm/objection/courtOutcome: a creditor',
    () => ({
      who: as.leverantor,
      method: 'POST',
      url: '/api/LawFirm/objection/courtOutcome',
      fields: { ObjectionId: 999_999, Amount: '1', PriorityClass: 'NonPriority', DecidedOn: '2027-01-01' },
      status: 403,
    }),
  ],
  [
    'POST /api/Creditor/invoice/answerInformation: a creditor who is not the claimant',
    () => ({
      who: as.bygg,
      method: 'POST',
      url: '/api/Creditor/invoice/answerInformation',
      fields: { InvoiceId: levClaim, Answer: 'Svar' },
      status: 404,
    }),
  ],
];

describe('uploads are checked before they are stored', () => {
  it.each(ATTEMPTS)('%s: refused, and not a byte reaches storage', async (_name, attempt) => {
    const { who, method, url, fields, status } = attempt();
    const before = storageListing();
    saves = 0;
    const res = await upload(who, method, url, fields);
    expect(res.status).toBe(status);
    expect(saves).toBe(0);
    expect(storageListing()).toEqual(before);
  });

  it('tries every upload route of the contract', () => {
    const tried = new Set(ATTEMPTS.map(([name]) => name.split(':')[0]));
    const uploads = endpoints.filter((e) => e.multipart).map((e) => `${e.method} ${e.path}`);
    expect([...tried].sort()).toEqual(uploads.sort());
  });

  it('refuses a claim whose file comes before its fields, storing nothing', async () => {
    const boundary = '----portalFileFirst';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      BIG_PDF,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="CaseId"\r\n\r\n${w.kaffe}\r\n--${boundary}--\r\n`,
      ),
    ]);
    const before = storageListing();
    saves = 0;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/invoice/add',
      headers: { ...as.leverantor.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The form fields must come before the file');
    expect(saves).toBe(0);
    expect(storageListing()).toEqual(before);
  });

  it('still stores an allowed upload, once its checks pass', async () => {
    saves = 0;
    const res = await upload(as.leverantor, 'POST', '/api/Creditor/invoice/add', {
      CaseId: w.kaffe,
      ClaimAmount: '5',
      ClaimBasis: 'Rent',
    });
    expect(res.status).toBe(200);
    expect(saves).toBe(1);
    expect(storageListing()).toContain(res.body.data.invoiceDocumentResponse.invoiceFullName);
  });
});
