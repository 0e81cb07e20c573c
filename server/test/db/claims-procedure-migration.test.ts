import { sql } from 'kysely';
import { migrate } from '../../src/db/migrate';
import { databaseBeforeMigration } from '../migration-fixture';

/**
 * Migration 130: claims filed before it get their numbers per case in filing order, and the
 * next filing in each case continues after the highest.
 */

const fx = databaseBeforeMigration('130');

it('numbers existing claims per case in filing order and continues after them', async () => {
  await migrate(fx.handle, fx.earlier);
  const db = fx.handle.db;
  const { law_firm_id } = await db
    .insertInto('law_firms')
    .values({ name: 'Byrån', contact_name: 'A', contact_email: 'a@byran.test' } as never)
    .returning('law_firm_id')
    .executeTakeFirstOrThrow();
  const newCase = async (knr: string) =>
    (
      await db
        .insertInto('cases')
        .values({ law_firm_id, debtor_name: knr, debtor_orgnr: '556000-0000', knr, status: 1 } as never)
        .returning('case_id')
        .executeTakeFirstOrThrow()
    ).case_id;
  const [one, two] = [await newCase('K 1-26'), await newCase('K 2-26')];
  const { creditor_id } = await db
    .insertInto('creditors')
    .values({ name: 'C', email: 'c@borgenar.test', password_hash: 'x' } as never)
    .returning('creditor_id')
    .executeTakeFirstOrThrow();
  const claim = (caseId: number, at: string, name: string) =>
    sql`INSERT INTO invoices (case_id, creditor_id, claim_amount, claim_basis, file_name, stored_name, file_size, created_at)
        VALUES (${caseId}, ${creditor_id}, 10, 'Rent', ${name}, ${name}, 1, ${at}::timestamptz)`.execute(db);
  await claim(one, '2026-03-02T10:00:00Z', 'b.pdf');
  await claim(two, '2026-03-01T10:00:00Z', 'x.pdf');
  await claim(one, '2026-03-01T10:00:00Z', 'a.pdf');
  await claim(one, '2026-03-03T10:00:00Z', 'c.pdf');

  expect(await migrate(fx.handle)).toEqual(expect.arrayContaining(['130-add-claims-procedure.sql']));
  const numbered = await db
    .selectFrom('invoices')
    .select(['case_id', 'file_name', 'claim_number'])
    .orderBy('case_id')
    .orderBy('claim_number')
    .execute();
  expect(numbered.map((r) => [r.case_id, r.file_name, r.claim_number])).toEqual([
    [one, 'a.pdf', 1],
    [one, 'b.pdf', 2],
    [one, 'c.pdf', 3],
    [two, 'x.pdf', 1],
  ]);
  await claim(one, '2026-03-04T10:00:00Z', 'd.pdf');
  const next = await db
    .selectFrom('invoices')
    .select('claim_number')
    .where('file_name', '=', 'd.pdf')
    .executeTakeFirstOrThrow();
  expect(next.claim_number).toBe(4);
});
