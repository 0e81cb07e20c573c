import { sql } from 'kysely';
import { readCases } from '../../src/db/cases-repository';
import { listCaseCreditors, listSelectedCases } from '../../src/db/creditors-repository';
import type { Db } from '../../src/db/types';
import { createTestApp, type TestApp, usesPostgres } from '../helper';
import { PlanEverySelect, seqScans } from '../plan-scans';

/**
 * Searching an organisation number without its dash keeps each list on its index, on
 * generated data (10,000 cases in 20 firms, a case with 2,000 creditors, a creditor following 500 cases),
 * analysed. Planned with EXPLAIN on PostgreSQL (project server-pg).
 */

const FIRMS = 20;
const PER_FIRM = 500;
const CREDITORS = 2000;
const PAGE = { limit: 50, offset: 0 };

const describeOnPostgres = usesPostgres() ? describe : describe.skip;

let t: TestApp;
let firmId: number;
let crowdedCase: number;
let follower: number;

async function generate(db: Db) {
  const { rows: firms } = await sql<{ law_firm_id: number }>`
    INSERT INTO law_firms (name, contact_name, contact_email)
    SELECT 'Byrå ' || g, 'Kontakt', 'byra' || g || '@firm.test' FROM generate_series(1, ${FIRMS}) g
    RETURNING law_firm_id`.execute(db);
  const firmIds = firms.map((f) => f.law_firm_id);
  const { rows: cases } = await sql<{ case_id: number }>`
    INSERT INTO cases (law_firm_id, debtor_name, debtor_orgnr, knr)
    SELECT f, 'Gäldenär ' || f || '-' || g, '55' || lpad(f::text, 2, '0') || lpad(g::text, 2, '0') || '-'
        || lpad((g * 7 % 10000)::text, 4, '0'), 'K ' || f || '-' || g
    FROM unnest(${firmIds}::int[]) f, generate_series(1, ${PER_FIRM}) g RETURNING case_id`.execute(db);
  const { rows: creditors } = await sql<{ creditor_id: number }>`
    INSERT INTO creditors (name, email, password_hash, company_name, company_org_nr)
    SELECT 'Borgenär ' || g, 'b' || g || '@creditor.test', 'x', 'Borgenär ' || g || ' AB',
      '56' || lpad(g::text, 4, '0') || '-' || lpad((g * 3 % 10000)::text, 4, '0')
    FROM generate_series(1, ${CREDITORS}) g RETURNING creditor_id`.execute(db);
  const caseIds = cases.map((c) => c.case_id);
  const creditorIds = creditors.map((c) => c.creditor_id);
  const crowded = caseIds[0] as number;
  const one = creditorIds[0] as number;
  await sql`INSERT INTO creditor_cases (creditor_id, case_id)
    SELECT c, ${crowded}::int FROM unnest(${creditorIds}::int[]) c`.execute(db);
  // Each creditor follows a few cases; the first follows 500 across the firms.
  await sql`INSERT INTO creditor_cases (creditor_id, case_id)
    SELECT c, k FROM unnest(${creditorIds}::int[]) c, unnest(${caseIds}::int[]) k
    WHERE k % ${CREDITORS} = c % ${CREDITORS} AND k <> ${crowded}::int
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`INSERT INTO creditor_cases (creditor_id, case_id)
    SELECT ${one}::int, k FROM unnest(${caseIds}::int[]) k WHERE k % 20 = 0 AND k <> ${crowded}::int
    ON CONFLICT DO NOTHING`.execute(db);
  await sql`ANALYZE`.execute(db);
  return { firmId: firmIds[3] as number, crowded, one };
}

beforeAll(async () => {
  if (!usesPostgres()) return;
  t = await createTestApp();
  ({ firmId, crowded: crowdedCase, one: follower } = await generate(t.db));
}, 240_000);
afterAll(() => t?.close());

/** The tables of `large` the plans of `read` scan sequentially. */
async function scansOf(large: string[], read: (db: Db) => Promise<unknown>): Promise<string[]> {
  const planner = new PlanEverySelect();
  await read(t.db.withPlugin(planner));
  expect(planner.plans.length).toBeGreaterThan(0);
  return seqScans(planner.plans, new Set(large));
}

/** The generated debtor of the chosen firm's 12th case: "55" + firm + "12-0084", as typed. */
const typed = (form: 'part' | 'dash' | 'digits') => {
  const digits = `55${String(firmId).padStart(2, '0').slice(-2)}120084`;
  return { part: digits.slice(0, 4), dash: `${digits.slice(0, 6)}-${digits.slice(6)}`, digits }[form];
};

describeOnPostgres('an organisation number searched without its dash stays on the lists’ indexes', () => {
  // What must stay on an index is the list's own table: the firm's cases, the case's links, the creditor's
  // links. The rows they lead to may be joined by a hash, as without a search: the crowded case holds
  // nearly every creditor, and the follower's 500 cases are 5% of these 10,000.
  it.each(['part', 'dash', 'digits'] as const)(
    '%s: a firm’s cases, a case’s creditors, a creditor’s cases',
    async (form) => {
      const search = typed(form);
      const page = { page: PAGE, search };
      expect(await scansOf(['cases'], (db) => readCases(db, 'sv', { lawFirmId: firmId, ...page }))).toEqual(
        [],
      );
      expect(
        await scansOf(['creditor_cases'], (db) => listCaseCreditors(db, crowdedCase, search, PAGE)),
      ).toEqual([]);
      expect(
        await scansOf(['creditor_cases'], (db) => listSelectedCases(db, follower, search, PAGE)),
      ).toEqual([]);
    },
  );

  it('finds the generated case by its number typed without the dash', async () => {
    const { cases } = await readCases(t.db, 'sv', { lawFirmId: firmId, search: typed('digits'), page: PAGE });
    expect(cases.map((c) => c.debtorOrgnr)).toEqual([typed('dash')]);
  });
});
