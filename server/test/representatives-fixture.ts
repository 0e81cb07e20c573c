import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readOutbox } from '../src/mail';
import { insertDebtCollector } from './debt-collector-fixture';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from './files-fixtures';
import { call, createTestApp, login, loginAll, type SignedIn, type TestApp } from './helper';

/**
 * A debt collector acts for a creditor only with the creditor's
 * authorisation. A stranger D asks both demo creditors; until one approves, and
 * after it revokes, D can neither file for it nor see its claims.
 */

export let t: TestApp;
export let w: FilesWorld;
export let as: Awaited<ReturnType<typeof loginAll>>;
export let stranger: SignedIn;

export const PASSWORD = 'Främling1!';
export const STRANGER = { email: 'frammande@inkasso.test', name: 'Främmande Inkasso AB', org: '559900-1122' };

/** A verified debt collector, signed in. */
export async function debtCollector(who: { email: string; name: string; org: string }) {
  await insertDebtCollector(t.db, who, PASSWORD);
  return login(t.app, who.email, PASSWORD, 'creditor');
}

export const get = (who: SignedIn, url: string) => call(t.app, { method: 'GET', url, headers: who.headers });
export const creditors = (who: SignedIn, search = '') =>
  get(who, `/api/Creditor/get${search ? `?search=${encodeURIComponent(search)}` : ''}`);
export const ask = (who: SignedIn, creditorIdList: number[]) =>
  call(t.app, {
    method: 'POST',
    url: '/api/Creditor/DebtCollectorMapping',
    headers: who.headers,
    payload: { debtCollectorId: who.creditorId, creditorIdList },
  });
export const mapped = (who: SignedIn) =>
  get(who, `/api/Creditor/DebtCollectorSelectedMapping?DebtCollectorId=${who.creditorId}`);
export const representatives = (who: SignedIn) => get(who, '/api/Creditor/representatives');
export const decide = (who: SignedIn, debtCollectorId: number, approve: unknown) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/Creditor/representatives/decide',
    headers: who.headers,
    payload: { debtCollectorId, approve },
  });
export const revoke = (who: SignedIn, debtCollectorId: number) =>
  call(t.app, {
    method: 'PUT',
    url: '/api/Creditor/representatives/revoke',
    headers: who.headers,
    payload: { debtCollectorId },
  });
export function fileFor(who: SignedIn, creditorId: number, amount = '987654.32') {
  const form = multipart(
    {
      CaseId: w.shared,
      CreditorId: creditorId,
      DebtByDebtCollector: 'true',
      ClaimAmount: amount,
      ClaimBasis: 'Rent',
    },
    { name: 'faktura.pdf', content: MINIMAL_PDF },
  );
  return call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/add',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}
export const claimsOf = (who: SignedIn, creditorId: number) =>
  call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/get',
    headers: who.headers,
    payload: { caseId: w.shared, creditorId },
  });
/** Mails to `email`, once the outbox has delivered what is due. */
export const mailsTo = async (email: string) => {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir).filter((m) => m.to.includes(email));
};
export const storedFiles = () => readdirSync(join(t.config.dataDir, 'files')).sort();
export const ids = (list: { creditorId: number }[]) => list.map((c) => c.creditorId).sort();
export const idOf = (who: SignedIn) => who.creditorId as number;

/** The shared setup of these tests: the app, the demo world and the sessions, once per file. */
export function setupRepresentativesTests(): void {
  beforeAll(async () => {
    t = await createTestApp();
    w = await loadWorld(t.db);
    as = await loginAll(t.app);
    stranger = await debtCollector(STRANGER);
    // The stranger follows the case both demo creditors follow.
    await t.db
      .insertInto('creditor_cases')
      .values({ creditor_id: stranger.creditorId as number, case_id: w.shared })
      .execute();
  });
  afterAll(() => t.close());
}
