import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readOutbox } from '../../src/mail';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';

let t: TestApp;
let w: FilesWorld;
let as: Record<'anna' | 'ulf' | 'karin' | 'admin' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
});
afterAll(() => t.close());

const storedFiles = () =>
  readdirSync(join(t.config.dataDir, 'files'))
    .filter((n) => !n.startsWith('.'))
    .sort();

async function upload(
  who: SignedIn,
  caseId: number,
  file?: { name: string; content: Buffer },
  comment = 'Bouppteckning',
) {
  const form = multipart({}, file);
  return call(t.app, {
    method: 'POST',
    url: `/api/LawFirm/document/upload?SendByLawFirmId=999&SendToCasesId=${caseId}&Comment=${encodeURIComponent(comment)}`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}
const list = (who: SignedIn, caseId: number) =>
  call(t.app, { method: 'GET', url: `/api/LawFirm/document/get?caseId=${caseId}`, headers: who.headers });
const download = (who: SignedIn, fileName: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/LawFirm/document/download?fileName=${encodeURIComponent(fileName)}`,
    headers: who.headers,
  });
const publish = (who: SignedIn, documentId: number) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/LawFirm/document/statusChange',
    headers: who.headers,
    payload: { documentId, status: 'Published' },
  });

describe('documents', () => {
  it('the demo set has drafts and published documents, and creditors see only the published', async () => {
    const staff = (await list(as.anna, w.shared)).body.data.caseDocumenListt;
    expect(new Set(staff.map((d: { status: string }) => d.status))).toEqual(new Set(['Draft', 'Published']));
    const creditor = (await list(as.leverantor, w.shared)).body.data.caseDocumenListt;
    expect(creditor.length).toBeGreaterThan(0);
    expect(creditor.every((d: { status: string }) => d.status === 'Published')).toBe(true);
    const res = await download(as.leverantor, creditor[0].documentFullName);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('uploads as a draft with the firm from the session; creditors see it only once published', async () => {
    const { status, body } = await upload(as.ulf, w.shared, {
      name: 'Förvaltarberättelse.pdf',
      content: MINIMAL_PDF,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      documentName: 'Förvaltarberättelse.pdf',
      status: 'Draft',
      comment: 'Bouppteckning',
      fileSize: MINIMAL_PDF.length,
      sendByLawFirmId: w.nordlawId,
      sendByLawFirmName: 'Nordlaw Advokatbyrå',
    });
    const doc = body.data;
    expect(storedFiles()).toContain(doc.documentFullName);

    const staffList = (await list(as.anna, w.shared)).body.data.caseDocumenListt;
    expect(staffList.some((d: { documentId: number }) => d.documentId === doc.documentId)).toBe(true);
    const creditorList = (await list(as.leverantor, w.shared)).body.data.caseDocumenListt;
    expect(creditorList.some((d: { documentId: number }) => d.documentId === doc.documentId)).toBe(false);
    expect((await download(as.leverantor, doc.documentFullName)).statusCode).toBe(404);

    await t.app.portal.deferredMail.idle();
    const outboxBefore = readOutbox(t.config.dataDir).length;
    expect((await publish(as.leverantor, doc.documentId)).status).toBe(403);
    expect((await publish(as.karin, doc.documentId)).status).toBe(404); // another firm's: not found
    expect((await publish(as.anna, doc.documentId)).status).toBe(200);
    await t.app.portal.deferredMail.idle();
    const notices = readOutbox(t.config.dataDir).slice(outboxBefore);
    expect(notices.map((m) => m.to).sort()).toEqual([
      'bygg@creditor.demo',
      'inkasso@collector.demo',
      'leverantor@creditor.demo',
    ]);
    expect(notices[0]?.text).toContain('Förvaltarberättelse.pdf');

    const published = (await list(as.inkasso, w.shared)).body.data.caseDocumenListt;
    expect(published.find((d: { documentId: number }) => d.documentId === doc.documentId).status).toBe(
      'Published',
    );
    const res = await download(as.bygg, doc.documentFullName);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''F%C3%B6rvaltarber%C3%A4ttelse.pdf",
    );
    expect(res.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    // a creditor not following the case, and another firm, never get it: not found
    expect((await list(as.bygg, w.kaffe)).status).toBe(404);
    expect((await download(as.karin, doc.documentFullName)).statusCode).toBe(404);
    expect((await list(as.karin, w.shared)).status).toBe(404);
  });

  it('refuses a missing file, a wrong type on content, a file over 10 MB, leaving nothing behind', async () => {
    const before = storedFiles();
    expect((await upload(as.anna, w.shared)).status).toBe(400);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
    const bad = await upload(as.anna, w.shared, { name: 'faktura.pdf', content: exe });
    expect(bad.status).toBe(415);
    expect(bad.body.isSuccess).toBe(false);
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0x20);
    MINIMAL_PDF.copy(big);
    const tooBig = await upload(as.anna, w.shared, { name: 'stor.pdf', content: big });
    expect(tooBig.status).toBe(413);
    expect(storedFiles()).toEqual(before);
    expect((await upload(as.karin, w.shared, { name: 'a.pdf', content: MINIMAL_PDF })).status).toBe(404);
    expect((await upload(as.leverantor, w.shared, { name: 'a.pdf', content: MINIMAL_PDF })).status).toBe(403);
    expect(storedFiles()).toEqual(before);
  });

  it('edits the comment and replaces the file, removing the old one; deletes with its file', async () => {
    const doc = (await upload(as.anna, w.shared, { name: 'a.pdf', content: MINIMAL_PDF })).body.data;
    const form = multipart({}, { name: 'b.pdf', content: MINIMAL_PDF });
    const edit = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/document/edit?documentId=${doc.documentId}&Comment=Ny%20version`,
      headers: { ...as.ulf.headers, ...form.headers },
      payload: form.payload,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ documentName: 'b.pdf', comment: 'Ny version' });
    await t.app.portal.mailWorker.drain(); // the replaced file goes with the job queue's next round
    expect(storedFiles()).not.toContain(doc.documentFullName);
    expect(storedFiles()).toContain(edit.body.data.documentFullName);

    const commentOnly = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/document/edit?documentId=${doc.documentId}&Comment=Bara%20text`,
      headers: as.anna.headers,
    });
    expect(commentOnly.status).toBe(200);
    expect(commentOnly.body.data).toMatchObject({ documentName: 'b.pdf', comment: 'Bara text' });

    // a browser's empty file input (filename "") means "keep the file"
    const empty = multipart({}, { name: '', content: Buffer.alloc(0) });
    const keep = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/document/edit?documentId=${doc.documentId}&Comment=Igen`,
      headers: { ...as.anna.headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(keep.status).toBe(200);
    expect(keep.body.data).toMatchObject({ documentName: 'b.pdf', comment: 'Igen' });

    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: `/api/LawFirm/document/delete?documentId=${doc.documentId}`,
          headers: as.karin.headers,
        })
      ).status,
    ).toBe(404);
    const del = await call(t.app, {
      method: 'DELETE',
      url: `/api/LawFirm/document/delete?documentId=${doc.documentId}`,
      headers: as.anna.headers,
    });
    expect(del.status).toBe(200);
    await t.app.portal.mailWorker.drain(); // the file goes with the job queue's next round
    expect(storedFiles()).not.toContain(edit.body.data.documentFullName);
    expect((await download(as.anna, edit.body.data.documentFullName)).statusCode).toBe(404);
  });

  it('pages and searches on request, and answers the whole list without paging', async () => {
    const whole = (await list(as.anna, w.shared)).body.data;
    expect(whole.totalCount).toBe(whole.caseDocumenListt.length);
    const first = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/document/get?caseId=${w.shared}&page=1&pageSize=1`,
      headers: as.anna.headers,
    });
    expect(first.body.data.caseDocumenListt).toHaveLength(1);
    expect(first.body.data.totalCount).toBe(whole.caseDocumenListt.length);
    const found = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/document/get?caseId=${w.shared}&search=${encodeURIComponent('bouppteckning')}`,
      headers: as.anna.headers,
    });
    expect(found.body.data.caseDocumenListt.length).toBeGreaterThan(0);
    for (const d of found.body.data.caseDocumenListt) {
      expect(`${d.documentName} ${d.comment ?? ''}`.toLowerCase()).toContain('bouppteckning');
    }
  });

  it('never serves a path outside storage, and serves firm logos to anyone signed in', async () => {
    for (const name of ['../pgdata/PG_VERSION', '..%2F..%2Fetc%2Fpasswd', '/etc/passwd', 'jwt-secret']) {
      expect((await download(as.anna, name)).statusCode).toBe(404);
    }
    const logo = await t.db
      .selectFrom('law_firms')
      .select('logo_stored_name')
      .where('law_firm_id', '=', w.vastId)
      .executeTakeFirst();
    if (logo?.logo_stored_name) {
      const res = await download(as.leverantor, logo.logo_stored_name);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/LawFirm/document/download?fileName=x.pdf' }))
        .statusCode,
    ).toBe(401);
  });
});
