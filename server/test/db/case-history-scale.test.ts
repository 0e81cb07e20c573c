import { sql } from 'kysely';
import type { CaseHistoryKind } from 'shared-api/contract';
import { caseHistoryActors, listCaseHistory } from '../../src/db/case-history-repository';
import { loadWorld } from '../files-fixtures';
import { call, createTestApp, login, type TestApp, usesPostgres } from '../helper';
import { PlanEverySelect } from '../plan-scans';

/**
 * The case's audit trail at scale: a long trail is exported whole in keyset batches, and
 * on PostgreSQL every filter of the trail is served by an index of migrations
 * 230-232 in its order (no sequential scan of audit_log, no sort of its rows).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ENTITIES = ['notification', 'document', 'invoice', 'case'];

/** `perCase` rows for each case id from `first`, spread over the last year. */
async function fill(first: number, cases: number, perCase: number) {
  await sql`
    INSERT INTO audit_log (occurred_at, actor_user_type, actor_id, actor_email, action, entity, entity_id, case_id)
    SELECT now() - (n * interval '7 minutes'), (ARRAY['A','U','C'])[1 + n % 3], 1 + n % 5, 'x@example.se',
           CASE WHEN n % 8 = 2 THEN 'status' ELSE 'add' END,
           (ARRAY[${sql.lit(ENTITIES[0])}, ${sql.lit(ENTITIES[1])}, ${sql.lit(ENTITIES[2])}, ${sql.lit(ENTITIES[3])}])[1 + n % 4],
           n::text, ${first}::int + n % ${cases}::int
    FROM generate_series(0, ${cases * perCase - 1}) AS n`.execute(t.db);
}

it('exports a trail longer than one batch whole, newest first', async () => {
  const world = await loadWorld(t.db);
  await fill(world.kaffe, 1, 2500);
  const anna = await login(t.app, 'anna');
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/LawFirm/caseHistory/csv?caseId=${world.kaffe}`,
    headers: anna.headers,
  });
  expect(res.statusCode).toBe(200);
  const lines = res.body.slice(1).split('\r\n').filter(Boolean);
  const { body } = await call(t.app, {
    method: 'GET',
    url: `/api/LawFirm/caseHistory?caseId=${world.kaffe}&pageSize=1`,
    headers: anna.headers,
  });
  expect(body.data.total).toBeGreaterThanOrEqual(2500);
  expect(lines).toHaveLength(body.data.total + 1);
  const times = lines.slice(1).map((line) => line.slice(0, 19));
  expect([...times].sort().reverse()).toEqual(times);
});

/** The plan nodes that read audit_log whole or sort its rows. */
function badNodes(plan: unknown, found: string[] = []): string[] {
  if (Array.isArray(plan)) for (const item of plan) badNodes(item, found);
  else if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'audit_log') found.push('Seq Scan');
    if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') found.push('Sort');
    for (const value of Object.values(node)) badNodes(value, found);
  }
  return found;
}

(usesPostgres() ? describe : describe.skip)('on 100,000 audit rows of 5,000 cases and one long trail', () => {
  const LONG = 2_000_000;
  beforeAll(async () => {
    await fill(1_000_000, 5000, 20);
    await fill(LONG, 1, 5000);
    await sql`ANALYZE audit_log`.execute(t.db);
  });

  const filters: { actor?: string; kind?: CaseHistoryKind; from?: string; to?: string }[] = [
    {},
    { actor: 'U-2' },
    { kind: 'message' },
    { kind: 'claim' },
    { kind: 'decision' },
    { from: '2026-01-01', to: '2026-12-31' },
  ];

  it.each(filters.map((f) => [JSON.stringify(f), f] as const))(
    'pages %s on an index: a long trail in its order, a short one without reading the table',
    async (_n, f) => {
      const planner = new PlanEverySelect();
      const db = t.db.withPlugin(planner);
      await listCaseHistory(db, { caseId: LONG, ...f }, { limit: 20, offset: 0 });
      await listCaseHistory(db, { caseId: 1_000_042, ...f }, { limit: 20, offset: 0 });
      await caseHistoryActors(db, LONG);
      expect(planner.plans.length).toBe(5);
      const [longPage, ...rest] = planner.plans;
      expect(badNodes(longPage)).toEqual([]);
      expect(rest.flatMap((plan) => badNodes(plan).filter((node) => node === 'Seq Scan'))).toEqual([]);
    },
  );
});
