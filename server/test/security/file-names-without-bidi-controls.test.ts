import { migrate } from '../../src/db/migrate';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';
import { databaseBeforeMigration } from '../migration-fixture';

/**
 * Unicode's bidirectional controls turn the order a name is shown in: 'invoice' U+202E
 * 'fdp.exe.pdf' is shown ending in ".pdf" and is a program. Uploaded names kept them, in the
 * lists and in the download's Content-Disposition. They are stripped when a name is stored, when
 * it is sent as a download's name (names stored earlier included), and from the names stored
 * before (migration 317).
 */

const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
const BIDI_ENCODED = /%E2%80%A[A-E]|%E2%81%A[6-9]|%E2%80%8[EF]|%D8%9C/i;
const SPOOFED = 'invoice\u202efdp.exe.pdf';

let t: TestApp;
let w: FilesWorld;
let as: Awaited<ReturnType<typeof loginAll>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
});
afterAll(() => t.close());

function upload(who: SignedIn, url: string, fields: Record<string, string | number>, name: string) {
  const form = multipart(fields, { name, content: MINIMAL_PDF, type: 'application/pdf' });
  return call(t.app, {
    method: 'POST',
    url,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

const get = (who: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });

describe('an uploaded file name', () => {
  it('loses its bidi controls when a claim is filed, in the list and in the download', async () => {
    const filed = await upload(
      as.leverantor,
      '/api/Creditor/invoice/add',
      { CaseId: w.kaffe, ClaimAmount: '100', ClaimBasis: 'Rent' },
      SPOOFED,
    );
    expect(filed.status).toBe(200);
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/invoice/get?caseId=${w.kaffe}`,
      headers: as.anna.headers,
    });
    const claim = list.body.data.invoiceList.find(
      (c: { invoiceId: number }) => c.invoiceId === filed.body.data.invoiceId,
    );
    expect(claim.invoiceDocumentResponse.invoiceName).toBe('invoicefdp.exe.pdf');
    const download = await get(
      as.anna,
      `/api/Creditor/invoice/download?fileName=${claim.invoiceDocumentResponse.invoiceFullName}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).not.toMatch(BIDI);
    expect(download.headers['content-disposition']).not.toMatch(BIDI_ENCODED);
    expect(download.headers['content-disposition']).toContain('invoicefdp.exe.pdf');
  });

  it('loses every kind of them when a document is uploaded', async () => {
    const name = '\u2067rapport\u2069\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u2066\u2068.pdf';
    const uploaded = await upload(as.anna, `/api/LawFirm/document/upload?SendToCasesId=${w.kaffe}`, {}, name);
    expect(uploaded.status).toBe(200);
    const stored = await t.db
      .selectFrom('documents')
      .select('document_name')
      .where('document_id', '=', uploaded.body.data.documentId)
      .executeTakeFirstOrThrow();
    expect(stored.document_name).toBe('rapport.pdf');
  });

  it('is sent without them as a download name even when it was stored with them', async () => {
    const document = await t.db
      .selectFrom('documents')
      .select(['document_id', 'stored_name'])
      .where('case_id', '=', w.kaffe)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('documents')
      .set({ document_name: SPOOFED })
      .where('document_id', '=', document.document_id)
      .execute();
    const download = await get(as.anna, `/api/LawFirm/document/download?fileName=${document.stored_name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).not.toMatch(BIDI_ENCODED);
    expect(download.headers['content-disposition']).not.toMatch(BIDI);
  });
});

describe('the names stored before the change (migration 317)', () => {
  const fx = databaseBeforeMigration('317');

  it('are cleaned of the same characters, and nothing else', async () => {
    await migrate(fx.handle, fx.earlier);
    const db = fx.handle.db;
    const firm = await db
      .insertInto('law_firms')
      .values({
        name: 'Byrån',
        contact_name: 'Kontakt',
        contact_email: 'kontakt@byran.test',
        logo_original_name: '\u202elogo.png',
      } as never)
      .returning('law_firm_id')
      .executeTakeFirstOrThrow();
    const caseRow = await db
      .insertInto('cases')
      .values({
        law_firm_id: firm.law_firm_id,
        debtor_name: 'Gäldenär AB',
        debtor_orgnr: '556016-0680',
        knr: 'K 1-26',
      } as never)
      .returning('case_id')
      .executeTakeFirstOrThrow();
    const document = (document_name: string, stored_name: string) => ({
      case_id: caseRow.case_id,
      law_firm_id: firm.law_firm_id,
      document_name,
      stored_name,
      file_size: 1,
    });
    await db
      .insertInto('documents')
      .values([
        document(SPOOFED, 'a.pdf'),
        document('Årsredovisning 2025.pdf', 'b.pdf'),
        document('\u202e\u200f', 'c.pdf'),
      ] as never)
      .execute();

    await migrate(fx.handle);
    const names = await db.selectFrom('documents').select('document_name').orderBy('stored_name').execute();
    expect(names.map((n) => n.document_name)).toEqual([
      'invoicefdp.exe.pdf',
      'Årsredovisning 2025.pdf',
      'file',
    ]);
    const logo = await db.selectFrom('law_firms').select('logo_original_name').executeTakeFirstOrThrow();
    expect(logo.logo_original_name).toBe('logo.png');
  });
});
