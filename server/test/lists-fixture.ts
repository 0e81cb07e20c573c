import { sql } from 'kysely';
import type { Db } from '../src/db/types';
import type { FilesWorld } from './files-fixtures';

/**
 * A fresh Nordlaw case for the list tests, followed by the demo's
 * three creditors and two more, so each test file owns every row it counts.
 */
export interface ListCase {
  caseId: number;
  /** creditor id → its link to the case. */
  links: Record<'leverantor' | 'bygg' | 'inkasso' | 'alfa' | 'omega', number>;
  creditors: Record<'leverantor' | 'bygg' | 'inkasso' | 'alfa' | 'omega', number>;
  annaId: number;
}

export async function createListCase(db: Db, w: FilesWorld, name: string): Promise<ListCase> {
  const { case_id: caseId } = await db
    .insertInto('cases')
    .values({
      law_firm_id: w.nordlawId,
      debtor_name: name,
      debtor_orgnr: '556677-8899',
      knr: `K ${Math.floor(Math.random() * 9000) + 1000}-26`,
      is_allow_creditor_notification: true,
    })
    .returning('case_id')
    .executeTakeFirstOrThrow();
  const extra = async (creditorName: string) =>
    (
      await db
        .insertInto('creditors')
        .values({
          name: creditorName,
          email: `${creditorName.split(' ')[0]?.toLowerCase()}-${caseId}@lista.test`,
          password_hash: 'x',
          email_verified_at: new Date(),
        })
        .returning('creditor_id')
        .executeTakeFirstOrThrow()
    ).creditor_id;
  const creditors = {
    ...w.creditors,
    alfa: await extra('Alfa Handel AB'),
    omega: await extra('Omega Bygg AB'),
  };
  const links = {} as ListCase['links'];
  for (const [key, creditorId] of Object.entries(creditors)) {
    const row = await db
      .insertInto('creditor_cases')
      .values({ creditor_id: creditorId, case_id: caseId })
      .returning('creditor_cases_id')
      .executeTakeFirstOrThrow();
    links[key as keyof ListCase['links']] = row.creditor_cases_id;
  }
  const anna = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'anna.berg@nordlaw.demo')
    .executeTakeFirstOrThrow();
  return { caseId, links, creditors, annaId: anna.user_id };
}

/** Moves a row's created_at to `days` days before now (fractions allowed). */
export async function backdate(
  db: Db,
  table: 'notifications' | 'documents' | 'invoices',
  id: number,
  days: number,
): Promise<void> {
  const key = { notifications: 'notification_id', documents: 'document_id', invoices: 'invoice_id' }[table];
  await sql`UPDATE ${sql.table(table)} SET created_at = now() - make_interval(secs => ${days * 86_400})
    WHERE ${sql.ref(key)} = ${id}`.execute(db);
}

/** Moves a row's created_at to the last minute of last year (Swedish time): outside "this year". */
export async function toLastYear(db: Db, table: 'notifications' | 'documents' | 'invoices', id: number) {
  const key = { notifications: 'notification_id', documents: 'document_id', invoices: 'invoice_id' }[table];
  await sql`UPDATE ${sql.table(table)}
    SET created_at = (date_trunc('year', now() AT TIME ZONE 'Europe/Stockholm') - interval '1 minute')
      AT TIME ZONE 'Europe/Stockholm'
    WHERE ${sql.ref(key)} = ${id}`.execute(db);
}

/** A query string from an object (undefined left out). */
export const qs = (query: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
