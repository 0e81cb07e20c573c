import { migrate } from '../../src/db/migrate';
import { databaseBeforeMigration } from '../migration-fixture';

/**
 * Migration 120: mappings made before the creditor's consent existed were chosen by the debt
 * collector alone, so they become pending requests that the creditor has yet to decide.
 */

const fx = databaseBeforeMigration('120');

it('turns every mapping made before it into a pending request, dated when it was made', async () => {
  await migrate(fx.handle, fx.earlier);
  const db = fx.handle.db;
  const creditor = async (email: string, collector: boolean) =>
    (
      await db
        .insertInto('creditors')
        .values({
          name: email,
          email,
          password_hash: 'x',
          is_debt_collector: collector,
          email_verified_at: new Date(),
        })
        .returning('creditor_id')
        .executeTakeFirstOrThrow()
    ).creditor_id;
  const d = await creditor('d@inkasso.test', true);
  const c = await creditor('c@borgenar.test', false);
  const madeAt = new Date('2026-01-15T10:00:00Z');
  await db
    .insertInto('debt_collector_creditors')
    .values({ debt_collector_id: d, creditor_id: c, created_at: madeAt } as never)
    .execute();

  expect(await migrate(fx.handle)).toEqual(expect.arrayContaining(['120-add-debt-collector-consent.sql']));
  const row = await db
    .selectFrom('debt_collector_creditors')
    .select(['status', 'requested_at', 'decided_at'])
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('Pending');
  expect(new Date(row.requested_at).toISOString()).toBe(madeAt.toISOString());
  expect(row.decided_at).toBeNull();
});
