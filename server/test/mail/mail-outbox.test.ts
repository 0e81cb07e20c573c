import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { mailTemplates } from '../../src/app';
import { createMailer, fileOutboxRepeats, type Mailer, readOutbox } from '../../src/mail';
import type { MailWorker } from '../../src/mail/loop';
import { enqueueMail, outboxStats } from '../../src/mail/outbox';
import { createMailWorker } from '../../src/mail/worker';
import { expectErrorLogs } from '../error-logs';
import { loadWorld } from '../files-fixtures';
import { call, createTestApp, login, type TestApp } from '../helper';
import { mail, recorder } from '../mail-fixture';

/** Every mail goes through the outbox table, written with the change that causes it. */
let t: TestApp;
const workers: MailWorker[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The app's own worker would compete with the ones under test here.
  await t.app.portal.mailWorker.stop();
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await t.close();
});
beforeEach(async () => {
  await sql`DELETE FROM mail_outbox`.execute(t.db);
});

function worker(mailer: Mailer, options: Partial<Parameters<typeof createMailWorker>[0]> = {}) {
  const w = createMailWorker({
    db: t.db,
    mailer,
    log: () => t.app.log,
    retryBaseMs: 20,
    ...options,
    templates: mailTemplates,
  });
  workers.push(w);
  return w;
}

describe('enqueueMail', () => {
  it('queues nothing when the transaction that causes the mail rolls back', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail('rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await outboxStats(t.db)).depth).toBe(0);
  });

  it('queues a key once however often it is written (a retried write)', async () => {
    expect(await enqueueMail(t.db, [mail('k1'), mail('k1'), mail('k2')])).toBe(2);
    expect(await enqueueMail(t.db, mail('k1'))).toBe(0);
    const { sent, mailer } = recorder();
    await worker(mailer).drain();
    expect(sent.map((m) => m.subject).sort()).toEqual(['Subject k1', 'Subject k2']);
  });
});

describe('the mail worker', () => {
  it('retries a failed send with backoff, then never sends the mail again', async () => {
    expectErrorLogs(/mail failed, will retry/);
    await enqueueMail(t.db, mail('retry'));
    const { sent, state, mailer } = recorder();
    state.fail = 2;
    const w = worker(mailer);
    await w.drain();
    expect(sent).toHaveLength(0);
    const [row] = await t.db.selectFrom('mail_outbox').selectAll().execute();
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toContain('451');
    expect(row?.next_attempt_at.getTime()).toBeGreaterThan(Date.now() - 1000);
    // Due again after 20 ms, then 40 ms.
    for (let i = 0; i < 50 && sent.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await w.drain();
    }
    expect(sent).toHaveLength(1);
    expect(w.counters).toMatchObject({ sent: 1, failedAttempts: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await w.drain();
    expect(sent).toHaveLength(1);
    const done = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(done.sent_at).toBeInstanceOf(Date);
    // A sent code does not stay readable in the database.
    expect([done.subject, done.body]).toEqual(['', '']);
    expect(await outboxStats(t.db)).toEqual({ depth: 0, oldestAgeSeconds: 0, failed: 0 });
  });

  it('gives a mail up after maxAttempts and counts it as failed', async () => {
    expectErrorLogs(/mail failed, will retry|mail given up/);
    await enqueueMail(t.db, mail('hopeless'));
    const { state, mailer } = recorder();
    state.fail = 100;
    const w = worker(mailer, { maxAttempts: 2, retryBaseMs: 10 });
    for (let i = 0; i < 30 && w.counters.givenUp === 0; i++) {
      await w.drain();
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    expect(w.counters.givenUp).toBe(1);
    expect(await outboxStats(t.db)).toMatchObject({ depth: 0, failed: 1 });
  });

  it('two workers on one database deliver each of 300 mails exactly once', async () => {
    await enqueueMail(
      t.db,
      Array.from({ length: 300 }, (_, i) => mail(`pair-${i}`, `r${i}@example.se`)),
    );
    const one = recorder();
    const two = recorder();
    const a = worker(one.mailer, { batchSize: 7 });
    const b = worker(two.mailer, { batchSize: 7 });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const keys = [...one.sent, ...two.sent].map((m) => m.outbox?.key);
    expect(keys).toHaveLength(300);
    expect(new Set(keys).size).toBe(300);
    // Both took part (on PGlite, too: the claims interleave between batches).
    expect(one.sent.length).toBeGreaterThan(0);
    expect(two.sent.length).toBeGreaterThan(0);
  });

  it('takes over the mails of a worker that died holding them once the lease runs out', async () => {
    await enqueueMail(t.db, [mail('lease-1'), mail('lease-2')]);
    // A dead worker's claim: leased until 1 s from now, never marked sent.
    await sql`UPDATE mail_outbox SET locked_until = now() + interval '1 second', attempts = 1`.execute(t.db);
    const { sent, mailer } = recorder();
    const w = worker(mailer);
    await w.drain();
    expect(sent).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await w.drain();
    expect(sent.map((m) => m.outbox?.key).sort()).toEqual(['lease-1', 'lease-2']);
  });

  it('sends again, once, a mail whose send was cut off by a crash, and counts it as resumed', async () => {
    await enqueueMail(t.db, [mail('cut-off'), mail('untouched')]);
    // What a kill -9 during a send leaves: leased, marked sending, never marked sent.
    await sql`
      UPDATE mail_outbox SET locked_until = now() - interval '1 second', sending_at = now(), attempts = 1
      WHERE dedupe_key = 'cut-off'`.execute(t.db);
    const { sent, mailer } = recorder();
    const w = worker(mailer);
    await w.drain();
    expect(sent.map((m) => m.outbox?.key).sort()).toEqual(['cut-off', 'untouched']);
    expect(w.counters.resumed).toBe(1);
    const rows = await t.db.selectFrom('mail_outbox').select(['sending_at', 'sent_at']).execute();
    expect(rows.every((r) => r.sending_at === null && r.sent_at instanceof Date)).toBe(true);
  });

  it('is woken by the commit that queues a mail (LISTEN/NOTIFY), not only by its poll', async () => {
    const { sent, mailer } = recorder();
    const w = worker(mailer, { pollMs: 60_000, listen: t.database.listen });
    await w.start();
    await t.db.transaction().execute((trx) => enqueueMail(trx, mail('notified')));
    for (let i = 0; i < 100 && sent.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.map((m) => m.outbox?.key)).toEqual(['notified']);
    await w.stop();
  });
});

describe('the file outbox', () => {
  it('writes a repeated outbox mail once, with a Message-ID from its dedupe key', async () => {
    const mailer = createMailer({ dataDir: t.config.dataDir });
    const before = readOutbox(t.config.dataDir).length;
    const repeats = fileOutboxRepeats.count;
    const queued = { id: 4242, key: 'message:1:a@example.se', queuedAt: new Date() };
    await mailer.send({ to: 'a@example.se', subject: 'S', text: 'T', outbox: queued });
    await mailer.send({ to: 'a@example.se', subject: 'S', text: 'T', outbox: queued });
    const mails = readOutbox(t.config.dataDir).slice(before);
    expect(mails).toHaveLength(1);
    expect(fileOutboxRepeats.count).toBe(repeats + 1);
    expect(readFileSync(mails[0]?.file ?? '', 'utf8')).toMatch(
      /^Message-ID: <outbox-[0-9a-f]{32}@portal\.local>/m,
    );
  });
});

describe('a message to every creditor of a case', () => {
  it('answers before the notices are delivered, queued in the same transaction', async () => {
    const anna = await login(t.app, 'anna');
    const caseId = (await loadWorld(t.db)).shared;
    const sent = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/notification/send',
      headers: anna.headers,
      payload: { caseId, notification: 'To everyone', isSendToAll: true, creditorCasesIdList: [] },
    });
    expect(sent.status).toBe(200);
    // No worker ran: the answer came with the notices queued, none sent yet.
    const rows = await t.db
      .selectFrom('mail_outbox')
      .select(['dedupe_key', 'sent_at'])
      .where('dedupe_key', 'like', `message:${sent.body.data.notificationId}:%`)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.sent_at === null)).toBe(true);
  });
});
