import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { newCase } from '../cases-fixture';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp, usesPostgres } from '../helper';

/**
 * Deleting a document, a claim or a case, or replacing the file of a document
 * or a claim, removes the stored files it leaves through the job queue (storage/removals.ts): pg-boss on PostgreSQL, the in-process
 * worker on PGlite. A storage that refuses (a bucket away) keeps the removal
 * queued and tried again until it succeeds; nothing is lost.
 */

let t: TestApp;
let w: FilesWorld;
let as: Awaited<ReturnType<typeof loginAll>>;

beforeAll(async () => {
  // Retries a second apart (pg-boss counts its delays in whole seconds).
  t = await createTestApp({ mailWorker: { retryBaseMs: 1000, pollMs: 100 } });
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
});
afterAll(() => t?.close());

const onDisk = (name: string) => existsSync(join(t.config.dataDir, 'files', name));
const pending = async () =>
  (
    await sql<{ stored_name: string; attempts: number; last_error: string | null }>`
      SELECT stored_name, attempts, last_error FROM file_removals ORDER BY stored_name`.execute(t.db)
  ).rows;

async function uploadDocument(caseId: number): Promise<{ documentId: number; documentFullName: string }> {
  const form = multipart({}, { name: 'bilaga.pdf', content: MINIMAL_PDF });
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/LawFirm/document/upload?SendToCasesId=${caseId}&Comment=Bilaga`,
    headers: { ...as.anna.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function fileClaim(
  who: SignedIn,
  caseId: number,
): Promise<{ invoiceId: number; invoiceFullName: string }> {
  const form = multipart(
    { CaseId: caseId, ClaimAmount: '1200', ClaimBasis: 'SupplierInvoice' },
    { name: 'faktura.pdf', content: MINIMAL_PDF },
  );
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/add',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.status).toBe(200);
  return {
    invoiceId: res.body.data.invoiceId,
    invoiceFullName: res.body.data.invoiceDocumentResponse.invoiceFullName,
  };
}

/** Runs the delivery until `done` holds (pg-boss retries on its own clock), at most 20 s. */
async function until(done: () => Promise<boolean> | boolean, what: string) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    await t.app.portal.mailWorker.drain();
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('stored files of deleted records', () => {
  it('go with a deleted document and a deleted claim, through the queue', async () => {
    const document = await uploadDocument(w.kaffe);
    const claim = await fileClaim(as.leverantor, w.kaffe);
    expect(onDisk(document.documentFullName) && onDisk(claim.invoiceFullName)).toBe(true);
    const deleted = await Promise.all([
      call(t.app, {
        method: 'DELETE',
        url: `/api/LawFirm/document/delete?documentId=${document.documentId}`,
        headers: as.anna.headers,
      }),
      call(t.app, {
        method: 'DELETE',
        url: `/api/Creditor/invoice/deleteInvoice?invoiceId=${claim.invoiceId}`,
        headers: as.leverantor.headers,
      }),
    ]);
    expect(deleted.map((r) => r.status)).toEqual([200, 200]);
    await until(
      () => !onDisk(document.documentFullName) && !onDisk(claim.invoiceFullName),
      'both files are gone',
    );
    expect(await pending()).toEqual([]);
  });

  it('are tried again while the storage refuses, and removed once it takes the call', async () => {
    const document = await uploadDocument(w.kaffe);
    const storage = t.app.portal.storage;
    const remove = storage.remove.bind(storage);
    let refusals = 0;
    storage.remove = async () => {
      refusals += 1;
      throw new Error('the bucket is away');
    };
    try {
      const res = await call(t.app, {
        method: 'DELETE',
        url: `/api/LawFirm/document/delete?documentId=${document.documentId}`,
        headers: as.anna.headers,
      });
      // The caller is not told: its record is gone, the file follows.
      expect(res.status).toBe(200);
      await until(async () => refusals >= 2, 'the removal was tried twice');
      expect(onDisk(document.documentFullName)).toBe(true);
      expect(await pending()).toEqual([
        expect.objectContaining({ stored_name: document.documentFullName, last_error: 'the bucket is away' }),
      ]);
      expect((await pending())[0]?.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      storage.remove = remove;
    }
    if (!usesPostgres()) await sql`UPDATE file_removals SET next_attempt_at = now()`.execute(t.db);
    await until(() => !onDisk(document.documentFullName), 'the file is gone');
    expect(await pending()).toEqual([]);
  });

  it('go with a deleted case: its documents and claims', async () => {
    const add = await call(t.app, {
      method: 'POST',
      url: '/api/Case/add',
      headers: as.anna.headers,
      payload: newCase({ debtorName: 'Borttagen AB', knr: 'K 900-26' }),
    });
    expect(add.status).toBe(200);
    const caseId = add.body.data.caseId as number;
    const documents = [await uploadDocument(caseId), await uploadDocument(caseId)];
    const res = await call(t.app, {
      method: 'DELETE',
      url: `/api/Case/delete?caseId=${caseId}`,
      headers: as.anna.headers,
    });
    expect(res.status).toBe(200);
    await until(() => documents.every((d) => !onDisk(d.documentFullName)), 'the case files are gone');
  });
});

describe('stored files replaced on edit', () => {
  it('go through the queue: the edit succeeds while the storage refuses, and the old files follow', async () => {
    const document = await uploadDocument(w.kaffe);
    const claim = await fileClaim(as.leverantor, w.kaffe);
    const storage = t.app.portal.storage;
    const remove = storage.remove.bind(storage);
    storage.remove = async () => {
      throw new Error('the bucket is away');
    };
    try {
      const newDocument = multipart({}, { name: 'ny-bilaga.pdf', content: MINIMAL_PDF });
      const newInvoice = multipart(
        { InvoiceId: claim.invoiceId, CaseId: w.kaffe, ClaimAmount: '1300', ClaimBasis: 'SupplierInvoice' },
        { name: 'ny-faktura.pdf', content: MINIMAL_PDF },
      );
      const edits = [
        await call(t.app, {
          method: 'POST',
          url: `/api/LawFirm/document/edit?documentId=${document.documentId}&Comment=Ny%20version`,
          headers: { ...as.anna.headers, ...newDocument.headers },
          payload: newDocument.payload,
        }),
        await call(t.app, {
          method: 'PUT',
          url: '/api/Creditor/invoice/update',
          headers: { ...as.leverantor.headers, ...newInvoice.headers },
          payload: newInvoice.payload,
        }),
      ];
      expect(edits[1]?.body.message).toBe('Invoice updated successfully');
      // The change is made; the file it replaced waits in the queue until the storage takes the call.
      expect(edits.map((r) => r.status)).toEqual([200, 200]);
      expect(edits[0]?.body.data.documentName).toBe('ny-bilaga.pdf');
      expect(edits[1]?.body.data.invoiceDocumentResponse.invoiceFullName).not.toBe(claim.invoiceFullName);
      expect((await pending()).map((r) => r.stored_name).sort()).toEqual(
        [document.documentFullName, claim.invoiceFullName].sort(),
      );
    } finally {
      storage.remove = remove;
    }
    if (!usesPostgres()) await sql`UPDATE file_removals SET next_attempt_at = now()`.execute(t.db);
    await until(
      () => !onDisk(document.documentFullName) && !onDisk(claim.invoiceFullName),
      'the replaced files are gone',
    );
    expect(await pending()).toEqual([]);
  });
});
