import { sql } from 'kysely';
import type { Executor } from '../src/db/types';

/**
 * `count` verified creditors following `caseId`, with addresses
 * `<prefix><n>@fanout.example` (the fan-out test and bench).
 */
export async function addFollowers(db: Executor, caseId: number, count: number, prefix: string) {
  await sql`
    WITH made AS (
      INSERT INTO creditors (name, email, password_hash, company_name, company_org_nr, email_verified_at)
      SELECT 'Fan-out ' || g, ${prefix} || g || '@fanout.example', 'x', 'Fan-out ' || g || ' AB',
             '559' || lpad(g::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0'), now()
      FROM generate_series(1, ${count}::int) g
      RETURNING creditor_id)
    INSERT INTO creditor_cases (creditor_id, case_id) SELECT creditor_id, ${caseId}::int FROM made`.execute(
    db,
  );
}

/** A case of the demo firm Nordlaw (Anna's), to send from. */
export async function nordlawCase(db: Executor): Promise<number> {
  const { rows } = await sql<{ case_id: number }>`
    SELECT c.case_id FROM cases c JOIN law_firms f ON f.law_firm_id = c.law_firm_id
    WHERE f.name LIKE 'Nordlaw%' ORDER BY c.case_id LIMIT 1`.execute(db);
  const caseId = rows[0]?.case_id;
  if (caseId === undefined) throw new Error('no Nordlaw case in the demo data');
  return caseId;
}
