import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from './files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from './helper';

/** Claims deadline, numbered claims with receipts, decisions with reasons. */

export let t: TestApp;
export let w: FilesWorld;
export let as: Record<'anna' | 'ulf' | 'karin' | 'admin' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;

export const pdf = { name: 'Faktura 2001.pdf', content: MINIMAL_PDF };

export function file(who: SignedIn, fields: Record<string, string | number | boolean>, language = 'en') {
  const form = multipart(fields, pdf);
  return call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/add',
    headers: { ...who.headers, ...form.headers, 'accept-language': language },
    payload: form.payload,
  });
}
export const decide = (who: SignedIn, payload: object, language = 'en') =>
  call(t.app, {
    method: 'PUT',
    url: '/api/LawFirm/invoice/update',
    headers: { ...who.headers, 'accept-language': language },
    payload,
  });
export const firmList = async (caseId: number) =>
  (
    await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/invoice/get?caseId=${caseId}`,
      headers: as.anna.headers,
    })
  ).body.data.invoiceList as Record<string, unknown>[];
export const setDeadline = (caseId: number, deadline: string | null) =>
  t.db.updateTable('cases').set({ claims_deadline: deadline }).where('case_id', '=', caseId).execute();
export const stockholmToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
export const dayOffset = (days: number) => {
  const d = new Date(`${stockholmToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export { pageText } from './pdf-text';

/** Builds the app and signs the demo users in before this file's tests (beforeAll), closes it after them. */
export function setupClaimsProcedureTests(): void {
  beforeAll(async () => {
    t = await createTestApp();
    w = await loadWorld(t.db);
    as = await loginAll(t.app);
  });
  afterAll(() => t.close());
}
