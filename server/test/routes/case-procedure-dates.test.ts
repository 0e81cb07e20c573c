import { dateOrderProblem, mergedDates } from '../../src/claims/procedure-dates';
import { type FilesWorld, loadWorld } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';

/** The claims procedure's dates on the case: decided on, objection and settlement deadlines, in order. */

let t: TestApp;
let w: FilesWorld;
let as: Awaited<ReturnType<typeof loginAll>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
});
afterAll(() => t.close());

const none = { claimsDeadline: null, objectionDeadline: null, settlementDeadline: null };

describe('the order of the dates', () => {
  it('accepts dates in order, and any date left empty', () => {
    expect(
      dateOrderProblem({
        claimsDeadline: '2026-09-30',
        objectionDeadline: '2026-10-15',
        settlementDeadline: '2026-11-01',
      }),
    ).toBeNull();
    expect(dateOrderProblem(none)).toBeNull();
    expect(dateOrderProblem({ ...none, objectionDeadline: '2026-01-01' })).toBeNull();
  });

  it('names the objection deadline on or before the claims deadline, then the settlement deadline', () => {
    const same = { claimsDeadline: '2026-09-30', objectionDeadline: '2026-09-30', settlementDeadline: null };
    expect(dateOrderProblem(same)?.field).toBe('objectionDeadline');
    const early = { claimsDeadline: null, objectionDeadline: '2026-10-15', settlementDeadline: '2026-10-14' };
    expect(dateOrderProblem(early)?.key).toBe('validation.settlementAfterObjectionDeadline');
  });

  it('keeps a stored date the write leaves out, and clears one sent as null', () => {
    const stored = {
      claimsDeadline: '2026-09-30',
      objectionDeadline: '2026-10-15',
      settlementDeadline: null,
    };
    expect(mergedDates(stored, { settlementDeadline: '2026-11-01' })).toEqual({
      ...stored,
      settlementDeadline: '2026-11-01',
    });
    expect(mergedDates(stored, { objectionDeadline: null }).objectionDeadline).toBeNull();
  });
});

describe('the case calls', () => {
  const read = async (who: SignedIn) =>
    (
      await call(t.app, {
        method: 'GET',
        url: `/api/case/getCaseById?caseId=${w.kaffe}`,
        headers: who.headers,
      })
    ).body.data;
  const put = (payload: object, language = 'en') =>
    call(t.app, {
      method: 'PUT',
      url: '/api/Case/update',
      headers: { ...as.anna.headers, 'accept-language': language },
      payload,
    });

  it('A sets them, both staff and creditors read them, and a client that leaves them out keeps them', async () => {
    const details = await read(as.anna);
    const body = {
      ...details,
      claimsDeadline: '2026-09-30',
      claimsProcedureDecidedOn: '2026-07-10',
      objectionDeadline: '2026-10-15',
      settlementDeadline: '2026-11-02',
    };
    expect((await put(body)).status).toBe(200);
    for (const who of [as.anna, as.leverantor]) {
      const read1 = await read(who);
      expect([read1.claimsProcedureDecidedOn, read1.objectionDeadline, read1.settlementDeadline]).toEqual([
        '2026-07-10',
        '2026-10-15',
        '2026-11-02',
      ]);
    }
    const { claimsProcedureDecidedOn: _a, objectionDeadline: _b, settlementDeadline: _c, ...specOnly } = body;
    expect((await put(specOnly)).status).toBe(200);
    expect((await read(as.anna)).objectionDeadline).toBe('2026-10-15');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('case_id', '=', w.kaffe)
      .where('entity', '=', 'case')
      .orderBy('audit_id', 'desc')
      .execute();
    expect(
      audit.some((a) => (a.details as { objectionDeadline?: string }).objectionDeadline === '2026-10-15'),
    ).toBe(true);
  });

  it('refuses an objection deadline not after the claims deadline, in the caller’s language', async () => {
    const details = await read(as.anna);
    const body = { ...details, claimsDeadline: '2026-09-30', objectionDeadline: '2026-09-30' };
    const en = await put(body, 'en');
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(
      'objectionDeadline: The objection deadline must come after the claims deadline',
    );
    const sv = await put(body, 'sv');
    expect(sv.status).toBe(400);
    expect(sv.body.message).toBe('objectionDeadline: Anmärkningsdagen måste infalla efter bevakningsdagen');
  });

  it('refuses a settlement deadline not after the stored objection deadline, and a claims deadline moved past it', async () => {
    const details = await read(as.anna);
    await put({
      ...details,
      claimsDeadline: '2026-09-30',
      objectionDeadline: '2026-10-15',
      settlementDeadline: null,
    });
    const { objectionDeadline: _o, ...rest } = details;
    const early = await put({ ...rest, settlementDeadline: '2026-10-01' }, 'sv');
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('Sista dag för förlikning');
    const moved = await put({ ...rest, claimsDeadline: '2026-10-20' });
    expect(moved.status).toBe(400);
    expect((await read(as.anna)).claimsDeadline).toBe('2026-09-30');
  });

  it('checks the order when a case is added too, and refuses a date that is not one', async () => {
    const base = { debtorName: 'Datum AB', debtorOrgnr: '556100-0001', knr: 'K 1-27', status: 1 };
    const add = (payload: object) =>
      call(t.app, { method: 'POST', url: '/api/Case/add', headers: as.anna.headers, payload });
    expect(
      (await add({ ...base, objectionDeadline: '2026-10-01', settlementDeadline: '2026-09-01' })).status,
    ).toBe(400);
    expect((await add({ ...base, objectionDeadline: 'soon' })).status).toBe(400);
    const made = await add({ ...base, claimsDeadline: '2026-09-01', objectionDeadline: '2026-10-01' });
    expect(made.status).toBe(200);
  });
});
