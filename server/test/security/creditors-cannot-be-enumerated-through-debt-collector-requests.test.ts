import { REPRESENTATION_LIMITS } from '../../src/auth/throttle';
import { readOutbox } from '../../src/mail';
import { insertDebtCollector } from '../debt-collector-fixture';
import { call, createTestApp, login, loginAll, type SignedIn, type TestApp } from '../helper';

/**
 * A hole found in review: `POST /api/Creditor/DebtCollectorMapping`
 * took any creditor id and answered 200 for a real verified creditor, 400
 * otherwise. Ids are sequential, so a stranger debt collector could ask for
 * every id, then list every creditor of the platform (names, organisation
 * numbers) through its empty search, and mail each of them; the exact-match
 * search (org. number or e-mail) was worth nothing. Now D may ask only a
 * creditor it found by that search within the hour, or one it has asked
 * before; any other id answers as an id that names nobody; and the calls,
 * which send mail, are throttled.
 */

let t: TestApp;
let as: Awaited<ReturnType<typeof loginAll>>;
let stranger: SignedIn;
let leverantor: number;
let bygg: number;

const STRANGER = { email: 'uppraknare@inkasso.test', name: 'Uppräknare Inkasso AB', org: '559911-2233' };
const NOT_YOURS = 'creditorIdList: not a creditor you can act for';

beforeAll(async () => {
  t = await createTestApp();
  as = await loginAll(t.app);
  await insertDebtCollector(t.db, STRANGER, 'Framling1!');
  stranger = await login(t.app, STRANGER.email, 'Framling1!', 'creditor');
  await t.db
    .insertInto('creditors')
    .values({ name: 'Overifierad AB', email: 'overifierad@prov.test', password_hash: 'x' })
    .execute();
  leverantor = as.leverantor.creditorId as number;
  bygg = as.bygg.creditorId as number;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('mail_requests').execute();
});

const ask = (who: SignedIn, creditorIdList: number[], remoteAddress = '198.51.100.40') =>
  call(t.app, {
    method: 'POST',
    url: '/api/Creditor/DebtCollectorMapping',
    headers: who.headers,
    payload: { debtCollectorId: who.creditorId, creditorIdList },
    remoteAddress,
  });
const search = (who: SignedIn, text = '') =>
  call(t.app, {
    method: 'GET',
    url: `/api/Creditor/get${text ? `?search=${encodeURIComponent(text)}` : ''}`,
    headers: who.headers,
  });
const mailCount = async () => {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir).length;
};
const strangersRequests = () =>
  t.db
    .selectFrom('debt_collector_creditors')
    .select(['creditor_id', 'status'])
    .where('debt_collector_id', '=', stranger.creditorId as number)
    .execute();

describe('a stranger debt collector asking for every creditor id', () => {
  it('gets the answer of an id that names nobody for every one, asks nobody and lists nobody', async () => {
    const highest = await t.db
      .selectFrom('creditors')
      .select((eb) => eb.fn.max('creditor_id').as('id'))
      .executeTakeFirstOrThrow();
    const everyId = Array.from({ length: Number(highest.id) + 3 }, (_, i) => i + 1);
    // Within the throttle: what the stranger learns here is not a 429.
    expect(everyId.length).toBeLessThan(REPRESENTATION_LIMITS.debtCollector.max);
    const mails = await mailCount();
    const answers = [];
    for (const id of everyId) {
      const { status, body } = await ask(stranger, [id]);
      answers.push({ status, message: body.message });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 400, message: NOT_YOURS })]),
    );
    expect((await ask(stranger, everyId)).body.message).toBe(NOT_YOURS);
    expect(await strangersRequests()).toEqual([]);
    expect(await mailCount()).toBe(mails);
    expect((await search(stranger)).body.data).toEqual({ creditorList: [], totalCount: 0 });
  });
});

describe('the creditors a debt collector may ask', () => {
  it('may ask a creditor it found by the exact organisation number', async () => {
    const found = (await search(stranger, '5561002030')).body.data.creditorList;
    expect(found.map((c: { creditorId: number }) => c.creditorId)).toEqual([leverantor]);
    const mails = await mailCount();
    expect((await ask(stranger, [leverantor])).status).toBe(200);
    expect(await mailCount()).toBe(mails + 1);
    expect(await strangersRequests()).toEqual([{ creditor_id: leverantor, status: 'Pending' }]);
  });

  it('may not ask, by an id, a creditor a search of a name or part found nothing for', async () => {
    expect((await search(stranger, 'Byggvaror')).body.data.creditorList).toEqual([]);
    expect((await ask(stranger, [bygg])).body).toMatchObject({ isSuccess: false, message: NOT_YOURS });
  });

  it('keeps a find for an hour only', async () => {
    expect((await search(stranger, 'BYGG@creditor.demo')).body.data.creditorList).toHaveLength(1);
    await t.db
      .updateTable('creditor_lookups')
      .set({ looked_up_at: new Date(Date.now() - 61 * 60_000) })
      .where('debt_collector_id', '=', stranger.creditorId as number)
      .where('creditor_id', '=', bygg)
      .execute();
    const late = await ask(stranger, [bygg]);
    expect([late.status, late.body.message]).toEqual([400, NOT_YOURS]);
    await search(stranger, 'bygg@creditor.demo');
    expect((await ask(stranger, [bygg])).status).toBe(200);
  });

  it('may ask again, without a new search, a creditor that declined it', async () => {
    const declined = await call(t.app, {
      method: 'PUT',
      url: '/api/Creditor/representatives/decide',
      headers: as.leverantor.headers,
      payload: { debtCollectorId: stranger.creditorId, approve: false },
    });
    expect(declined.status).toBe(200);
    await t.db.deleteFrom('creditor_lookups').execute();
    expect((await ask(stranger, [leverantor])).status).toBe(200);
    expect((await strangersRequests()).find((r) => r.creditor_id === leverantor)?.status).toBe('Pending');
  });
});

describe('the requests send mail, so they are throttled', () => {
  it('answers 429 with Retry-After past 20 calls of one debt collector in an hour, whatever the ids', async () => {
    const { max } = REPRESENTATION_LIMITS.debtCollector;
    for (let i = 0; i < max; i += 1)
      expect((await ask(stranger, [leverantor], `203.0.113.${i + 1}`)).status).toBe(200);
    const refused = await ask(stranger, [9_999_999], '203.0.113.200');
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(as.inkasso, [leverantor], '203.0.113.200')).status).toBe(200);
  });

  it('answers 429 past 20 calls from one address in 15 minutes, for every debt collector', async () => {
    const { max } = REPRESENTATION_LIMITS.address;
    for (let i = 0; i < max; i += 1)
      expect((await ask(i % 2 ? stranger : as.inkasso, [leverantor], '192.0.2.77')).status).toBe(200);
    expect((await ask(as.inkasso, [leverantor], '192.0.2.77')).status).toBe(429);
    expect((await ask(as.inkasso, [leverantor], '192.0.2.78')).status).toBe(200);
  });
});
