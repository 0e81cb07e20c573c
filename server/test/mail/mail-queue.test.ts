import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { mailTemplates } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import type { Mailer } from '../../src/mail';
import type { MailWorker } from '../../src/mail/loop';
import { enqueueMail } from '../../src/mail/outbox';
import { createQueueDelivery, jobIdOf, MAIL_QUEUE } from '../../src/mail/queue';
import { expectErrorLogs } from '../error-logs';
import { createTestApp, createThrowawayDatabase, type TestApp, usesPostgres } from '../helper';
import { mail, recorder } from '../mail-fixture';

/**
 * The mail outbox on PostgreSQL: the outbox delivered through pg-boss (queue.ts).
 * pg-boss needs a PostgreSQL server, so these run in project server-pg only;
 * on PGlite the in-process worker delivers (mail-outbox.test.ts).
 */
const describeOnPostgres = usesPostgres() ? describe : describe.skip;
if (!usesPostgres())
  console.info('mail-queue.test.ts skipped on PGlite: pg-boss runs on PostgreSQL (server-pg)');

let t: TestApp;
const deliveries: MailWorker[] = [];

beforeAll(async () => {
  if (!usesPostgres()) return;
  t = await createTestApp();
  await t.app.portal.mailWorker.stop(); // the app's own delivery would compete with the ones under test
});
afterAll(async () => {
  await Promise.all(deliveries.map((d) => d.stop()));
  await t?.close();
});
beforeEach(async () => {
  if (!usesPostgres()) return;
  await sql`DELETE FROM mail_outbox`.execute(t.db);
  await sql`DELETE FROM pgboss.job`.execute(t.db);
});

function delivery(mailer: Mailer, options: Partial<Parameters<typeof createQueueDelivery>[0]> = {}) {
  const d = createQueueDelivery({
    database: t.database,
    connectionString: t.config.databaseUrl as string,
    mailer,
    log: () => t.app.log,
    retryBaseMs: 1000,
    pollMs: 60_000,
    ...options,
    templates: mailTemplates,
  });
  deliveries.push(d);
  return d;
}

const jobs = async () =>
  (
    await sql<{
      id: string;
      state: string;
      retry_count: number;
      start_after: Date;
      data: { mailId: number };
    }>`
      SELECT id, state, retry_count, start_after, data FROM pgboss.job WHERE name = ${MAIL_QUEUE}
      ORDER BY created_on, id`.execute(t.db)
  ).rows;
const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('mail_id').execute();

async function until(check: () => Promise<boolean>, what: string, step: () => Promise<void>) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    await step();
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describeOnPostgres('mail delivery through the pg-boss queue', () => {
  it('gives each committed mail one job (named by the row) and sends it through the queue', async () => {
    await t.db.transaction().execute((trx) => enqueueMail(trx, [mail('q1'), mail('q2', 'b@example.se')]));
    const { sent, mailer } = recorder();
    const d = delivery(mailer);
    await d.drain();
    await d.drain();
    expect(sent.map((m) => m.to).sort()).toEqual(['a@example.se', 'b@example.se']);
    const rows = await outbox();
    expect(rows.every((r) => r.queued_at instanceof Date && r.sent_at instanceof Date)).toBe(true);
    const queued = await jobs();
    // One job per row, named by the row (see jobIdOf): "mail", the relay's time, the mail id.
    expect(queued.map((j) => j.id.replace(/^6d61696c-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-/, ''))).toEqual(
      rows.map((r) => r.mail_id.toString(16).padStart(12, '0')),
    );
    expect(queued.map((j) => j.state)).toEqual(['completed', 'completed']);
  });

  it('retries a failed send with the queue’s backoff, then gives the mail up after its retries', async () => {
    expectErrorLogs(/mail failed, will retry|mail given up/);
    await enqueueMail(t.db, mail('hopeless'));
    const { sent, state, mailer } = recorder(100);
    const d = delivery(mailer, { maxAttempts: 3 });
    await d.drain();
    const [job] = await jobs();
    expect(job).toMatchObject({ state: 'retry', retry_count: 0 });
    // Backoff from pg-boss: 1–2 s after the first failure (retryDelay 1 s, retryBackoff).
    expect(job?.start_after.getTime()).toBeGreaterThan(Date.now() + 500);
    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 1, sending_at: null, locked_until: null, failed_at: null });
    expect(row?.last_error).toContain('451');

    await until(
      async () => (await outbox())[0]?.failed_at instanceof Date,
      'the mail to be given up',
      d.drain,
    );
    expect((await outbox())[0]?.attempts).toBe(3);
    expect((await jobs())[0]?.state).toBe('failed');
    expect(d.counters).toMatchObject({ sent: 0, failedAttempts: 3, givenUp: 1 });
    state.fail = 0;
    await d.drain();
    expect(sent).toHaveLength(0);
  });

  it('sends a given-up mail that an operator puts back (failed_at and queued_at cleared), with a new job', async () => {
    expectErrorLogs(/mail given up/);
    await enqueueMail(t.db, mail('put-back'));
    const failing = recorder(1);
    await delivery(failing.mailer, { maxAttempts: 1 }).drain();
    expect((await outbox())[0]?.failed_at).toBeInstanceOf(Date);
    await sql`UPDATE mail_outbox SET failed_at = NULL, queued_at = NULL, attempts = 0`.execute(t.db);
    const { sent, mailer } = recorder();
    await delivery(mailer).drain();
    expect(sent.map((m) => m.outbox?.key)).toEqual(['put-back']);
    expect((await jobs()).map((j) => j.state)).toEqual(['failed', 'completed']);
  });

  it('two instances share the queue: each of 300 mails is sent once, by one of them', async () => {
    await enqueueMail(
      t.db,
      Array.from({ length: 300 }, (_, i) => mail(`pair-${i}`, `r${i}@example.se`)),
    );
    const one = recorder();
    const two = recorder();
    // Started as in the app: each wakes on the other's NOTIFY (and polls).
    const a = delivery(one.mailer, { batchSize: 7, pollMs: 200 });
    const b = delivery(two.mailer, { batchSize: 7, pollMs: 200 });
    await Promise.all([a.start(), b.start()]);
    const sent = async () => one.sent.length + two.sent.length >= 300;
    await until(sent, 'both instances to send the 300 mails', async () => undefined);
    await Promise.all([a.stop(), b.stop()]);
    const keys = [...one.sent, ...two.sent].map((m) => m.outbox?.key);
    expect(keys).toHaveLength(300);
    expect(new Set(keys).size).toBe(300);
    expect(one.sent.length).toBeGreaterThan(0);
    expect(two.sent.length).toBeGreaterThan(0);
  });

  it('does not send a mail that another attempt holds; its job is retried', async () => {
    await enqueueMail(t.db, mail('held'));
    await sql`UPDATE mail_outbox SET locked_until = now() + interval '30 seconds', sending_at = now()`.execute(
      t.db,
    );
    const { sent, mailer } = recorder();
    const d = delivery(mailer);
    await d.drain();
    expect(sent).toHaveLength(0);
    expect((await jobs())[0]?.state).toBe('retry');
    expect((await outbox())[0]?.sent_at).toBeNull();
  });

  it('sends a mail again once when the instance sending it died, and counts it as resumed', async () => {
    // The state a kill -9 in the middle of a send leaves: the job active, the row marked sending.
    const added = await enqueueMail(t.db, mail('cut-off'));
    expect(added).toBe(1);
    const [row] = await outbox();
    const dead = new PgBoss({
      connectionString: t.config.databaseUrl as string,
      supervise: false,
      schedule: false,
    });
    await dead.start();
    try {
      await dead.insert([
        {
          id: jobIdOf(row?.mail_id ?? 0, Date.now()),
          name: MAIL_QUEUE,
          data: { mailId: row?.mail_id },
          expireInSeconds: 1,
          retryLimit: 3,
          retryDelay: 1,
        },
      ]);
      expect(await dead.fetch(MAIL_QUEUE)).toHaveLength(1);
      await sql`
        UPDATE mail_outbox SET queued_at = now(), attempts = 1, sending_at = now(),
          locked_until = now() + interval '1 second'`.execute(t.db);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await dead.expire(); // what the maintenance of a live instance does
    } finally {
      await dead.stop({ graceful: false });
    }
    const { sent, mailer } = recorder();
    const d = delivery(mailer);
    await until(async () => (await outbox())[0]?.sent_at instanceof Date, 'the resend', d.drain);
    expect(sent.map((m) => m.outbox?.key)).toEqual(['cut-off']);
    expect(d.counters.resumed).toBe(1);
    expect((await jobs())[0]?.state).toBe('completed');
  });
});

describeOnPostgres('pg-boss set-up', () => {
  it('two instances starting at once on a new database install pg-boss once, without an error', async () => {
    const base = process.env.TEST_DATABASE_URL as string;
    const fresh = await createThrowawayDatabase(base);
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: t.config.dataDir });
    try {
      await migrate(database);
      const make = () =>
        createQueueDelivery({
          database,
          connectionString: fresh.url,
          mailer: recorder().mailer,
          templates: mailTemplates,
          log: () => t.app.log,
        });
      const [a, b] = [make(), make()];
      await Promise.all([a.start(), b.start()]);
      await Promise.all([a.stop(), b.stop()]);
      const { rows } = await sql<{ n: number }>`
        SELECT (SELECT count(*)::int FROM pgboss.version) + (SELECT count(*)::int FROM pgboss.queue) AS n`.execute(
        database.db,
      );
      expect(rows[0]?.n).toBe(3); // one version row, the mail queue and its dead letters
    } finally {
      await database.close();
      await fresh.drop();
    }
  });
});
