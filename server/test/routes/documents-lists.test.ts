import { insertDocument, publishDocument } from '../../src/db/documents-repository';
import { loadWorld } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';
import { backdate, createListCase, type ListCase, qs, toLastYear } from '../lists-fixture';

/**
 * The document list pages, filters and searches in SQL. Newest
 * first: "Utkast" (a draft, 2 days), "Förvaltarberättelse" (published, 20
 * days), "Bouppteckning" (published, commented, last year).
 */

let t: TestApp;
let as: Record<'anna' | 'karin' | 'leverantor', SignedIn>;
let list: ListCase;

beforeAll(async () => {
  t = await createTestApp();
  const w = await loadWorld(t.db);
  as = await loginAll(t.app);
  list = await createListCase(t.db, w, 'Listfallet Dokument AB');
  const add = async (documentName: string, comment: string | null, days: number | 'lastYear') => {
    const id = await insertDocument(t.db, {
      caseId: list.caseId,
      lawFirmId: w.nordlawId,
      userId: list.annaId,
      documentName,
      storedName: `${documentName}-${list.caseId}.pdf`,
      fileSize: 100,
      comment,
    });
    if (days === 'lastYear') await toLastYear(t.db, 'documents', id);
    else await backdate(t.db, 'documents', id, days);
    return id;
  };
  await add('Utkast.pdf', null, 2);
  await publishDocument(t.db, await add('Förvaltarberättelse.pdf', null, 20));
  await publishDocument(t.db, await add('Bouppteckning.pdf', 'Tillgångar och skulder', 'lastYear'));
});
afterAll(() => t.close());

const get = (query: Record<string, string | number | undefined>, who: SignedIn = as.anna) =>
  call(t.app, {
    method: 'GET',
    url: `/api/LawFirm/document/get?${qs({ caseId: list.caseId, ...query })}`,
    headers: who.headers,
  });
const names = (data: { caseDocumenListt: { documentName: string }[] }) =>
  data.caseDocumenListt.map((d) => d.documentName.replace('.pdf', ''));

describe('the document list', () => {
  it('answers the original call as before: every document, newest first, with the total', async () => {
    const { body } = await get({});
    expect(Object.keys(body.data).sort()).toEqual(['caseDocumenListt', 'totalCount']);
    expect(names(body.data)).toEqual(['Utkast', 'Förvaltarberättelse', 'Bouppteckning']);
    expect(body.data.totalCount).toBe(3);
  });

  it('pages in SQL with the total of all pages', async () => {
    const { body } = await get({ page: 2, pageSize: 2 });
    expect(names(body.data)).toEqual(['Bouppteckning']);
    expect(body.data.totalCount).toBe(3);
  });

  it('keeps one status; creditors never see drafts', async () => {
    expect(names((await get({ status: 'Draft' })).body.data)).toEqual(['Utkast']);
    expect(names((await get({ status: 'Published' })).body.data)).toEqual([
      'Förvaltarberättelse',
      'Bouppteckning',
    ]);
    const creditor = await get({ status: 'Draft', page: 1, pageSize: 10 }, as.leverantor);
    expect(creditor.status).toBe(200);
    expect(creditor.body.data).toEqual({ caseDocumenListt: [], totalCount: 0 });
    expect(names((await get({}, as.leverantor)).body.data)).toEqual(['Förvaltarberättelse', 'Bouppteckning']);
  });

  it('keeps a period', async () => {
    expect(names((await get({ period: 'last7' })).body.data)).toEqual(['Utkast']);
    expect(names((await get({ period: 'last30', page: 1, pageSize: 5 })).body.data)).toEqual([
      'Utkast',
      'Förvaltarberättelse',
    ]);
    expect(names((await get({ period: 'thisYear' })).body.data)).not.toContain('Bouppteckning');
  });

  it('searches the name, the comment and the uploader', async () => {
    expect(names((await get({ search: 'BERÄTTELSE' })).body.data)).toEqual(['Förvaltarberättelse']);
    expect(names((await get({ search: 'skulder' })).body.data)).toEqual(['Bouppteckning']);
    expect((await get({ search: 'Anna Berg' })).body.data.totalCount).toBe(3);
    expect(names((await get({ search: '100%' })).body.data)).toEqual([]);
  });

  it('refuses an unknown status, and another firm’s case as a missing one', async () => {
    expect((await get({ status: 'Secret' })).status).toBe(400);
    const foreign = await get({}, as.karin);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Case not found');
  });
});
