import { hashPassword } from '../src/auth/password';
import type { Db } from '../src/db/types';

/** A verified debt collector as sign-up and the mailed code leave it (for the tests of the creditor's authorisation). */
export async function insertDebtCollector(
  db: Db,
  who: { email: string; name: string; org: string },
  password: string,
): Promise<void> {
  await db
    .insertInto('creditors')
    .values({
      name: who.name,
      email: who.email,
      password_hash: await hashPassword(password),
      company_name: who.name,
      company_org_nr: who.org,
      creditor_type: 'Other',
      is_debt_collector: true,
      street: 'Drottninggatan 1',
      post_number: '111 51',
      town: 'Stockholm',
      country: 'Sverige',
      email_verified_at: new Date(),
    })
    .execute();
}
