import { type FilesWorld, loadWorld } from '../files-fixtures';
import { call, createTestApp, loginEachRole, type SignedIn, type TestApp } from '../helper';

/**
 * A case's notes and its administrator's address are the firm's own. The list creditors choose
 * cases from blanked them, but the same case read by id (GET /api/case/getCaseById) gave a
 * creditor and a debt collector both. Every read of a case by the creditor side blanks them now.
 */

let t: TestApp;
let w: FilesWorld;
let as: Record<'S' | 'A' | 'U' | 'C' | 'D', SignedIn>;
const NOTES = 'Internt: gäldenären har dolda tillgångar, kontakta banken först.';
const ADMIN_EMAIL = 'intern.handlaggare@nordlaw.demo';

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginEachRole(t.app);
  await t.db
    .updateTable('cases')
    .set({ case_notes: NOTES, administrator_email: ADMIN_EMAIL })
    .where('case_id', '=', w.shared)
    .execute();
});
afterAll(() => t.close());

const byId = (who: SignedIn) =>
  call(t.app, { method: 'GET', url: `/api/case/getCaseById?caseId=${w.shared}`, headers: who.headers });

describe('GET /api/case/getCaseById', () => {
  it.each(['C', 'D'] as const)(
    'gives %s the case without the firm’s notes and administrator address',
    async (role) => {
      const res = await byId(as[role]);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ caseId: w.shared, caseNotes: null, administratorEmail: null });
      expect(JSON.stringify(res.body)).not.toContain(ADMIN_EMAIL);
      expect(JSON.stringify(res.body)).not.toContain('dolda tillgångar');
    },
  );

  it.each(['A', 'U'] as const)('gives the firm’s %s both', async (role) => {
    const res = await byId(as[role]);
    expect(res.body.data).toMatchObject({ caseNotes: NOTES, administratorEmail: ADMIN_EMAIL });
  });

  it('blanks them in the list creditors choose cases from, as before', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/Case/getAllCases?page=1&pageSize=100',
      headers: as.C.headers,
    });
    const shared = res.body.data.casesResponses.find((c: { caseId: number }) => c.caseId === w.shared);
    expect(shared).toMatchObject({ caseNotes: null, administratorEmail: null });
  });
});
