import { call, createTestApp, loginAll, type TestApp } from '../helper';

/** GET /api/Case/getAllCases as the select-case screen uses it: searched, ordered and paged. */

let t: TestApp;
let as: Awaited<ReturnType<typeof loginAll>>;
let fjallbygg: number;

beforeAll(async () => {
  t = await createTestApp();
  as = await loginAll(t.app);
  fjallbygg = (
    await t.db
      .selectFrom('cases')
      .select('case_id')
      .where('debtor_name', '=', 'Fjällbygg i Åre AB')
      .executeTakeFirstOrThrow()
  ).case_id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/Case/getAllCases, paged', () => {
  it('searches the K-number too, one page at a time with the total', async () => {
    const { knr } = await t.db
      .selectFrom('cases')
      .select('knr')
      .where('case_id', '=', fjallbygg)
      .executeTakeFirstOrThrow();
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: `/api/Case/getAllCases?search=${encodeURIComponent(knr)}&page=1&pageSize=5`,
      headers: as.bygg.headers,
    });
    expect(status).toBe(200);
    expect(body.data.casesResponses.map((c: { caseId: number }) => c.caseId)).toContain(fjallbygg);
    expect(body.data.totalCount).toBe(body.data.casesResponses.length);
    const all = await call(t.app, { method: 'GET', url: '/api/Case/getAllCases', headers: as.bygg.headers });
    const second = await call(t.app, {
      method: 'GET',
      url: '/api/Case/getAllCases?page=2&pageSize=2',
      headers: as.bygg.headers,
    });
    expect(second.body.data.totalCount).toBe(all.body.data.casesResponses.length);
    expect(second.body.data.casesResponses).toEqual(all.body.data.casesResponses.slice(2, 4));
  });

  it('puts the cases the caller follows first when asked', async () => {
    const creditorId = as.leverantor.creditorId!;
    const followed = (
      await t.db
        .selectFrom('creditor_cases')
        .select('case_id')
        .where('creditor_id', '=', creditorId)
        .execute()
    ).map((r) => r.case_id);
    expect(followed.length).toBeGreaterThan(0);
    const { body } = await call(t.app, {
      method: 'GET',
      url: '/api/Case/getAllCases?followedFirst=true&page=1&pageSize=500',
      headers: as.leverantor.headers,
    });
    const ids: number[] = body.data.casesResponses.map((c: { caseId: number }) => c.caseId);
    expect(ids.slice(0, followed.length).sort()).toEqual([...followed].sort());
    expect(body.data.totalCount).toBe(ids.length);
    const bad = await call(t.app, {
      method: 'GET',
      url: '/api/Case/getAllCases?followedFirst=maybe',
      headers: as.leverantor.headers,
    });
    expect(bad.status).toBe(400);
  });

  it('still refuses firm staff and callers without a session', async () => {
    const url = '/api/Case/getAllCases?followedFirst=true&page=1&pageSize=5';
    expect((await call(t.app, { method: 'GET', url, headers: as.anna.headers })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url })).status).toBe(401);
  });
});
