// npm run bench:mail [-- --recipients=5000 --backend=postgres|pglite --runs=3]: a firm's message to every
// creditor of a case. Measures the answer time of POST /api/LawFirm/notification/send over
// HTTP and the time until the mail delivery (the pg-boss queue on PostgreSQL, the in-process worker on
// PGlite) has delivered every notice (file outbox, DATA_DIR/outbox), on the real app listening on a port,
// with the machine's 1-minute load average at the start of each run. Not a test: nothing asserted.
// Figures go to bench/RESULTS.md.
import { loadavg } from 'node:os';
import { readOutbox } from 'server/mail';
import { addFollowers, nordlawCase } from 'server/testing/fanout';
import { bearerOf, runBench, withBenchApp } from './in-process';
import { arg, type Backend, machine, table } from './lib';

const recipients = Number(arg('recipients', '5000'));
const backend: Backend = arg('backend', 'postgres') === 'postgres' ? 'postgres' : 'pglite';
const runs = Number(arg('runs', '3'));

runBench(() =>
  withBenchApp('mail', { backend, mailWorker: true }, async ({ app, database, dataDir }) => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const caseId = await nordlawCase(database.db);
    await addFollowers(database.db, caseId, recipients, 'bench');
    await database.withSession((session) => session.exec('ANALYZE'));
    const { authorization } = await bearerOf(app);
    const rows: (string | number)[][] = [
      ['run', 'load', 'answer ms', 'all delivered ms', 'mails/s', 'in outbox'],
    ];
    for (let run = 1; run <= runs; run++) {
      await app.portal.deferredMail.idle();
      const before = readOutbox(dataDir).length;
      const load = loadavg()[0]?.toFixed(1) ?? '?';
      const started = performance.now();
      const res = await fetch(`${base}/api/LawFirm/notification/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({
          caseId,
          notification: `Run ${run}`,
          isSendToAll: true,
          creditorCasesIdList: [],
        }),
      });
      const answered = performance.now() - started;
      if (res.status !== 200) throw new Error(`send answered ${res.status}: ${await res.text()}`);
      // The worker delivers by itself (woken by NOTIFY); poll the table until nothing is left.
      for (;;) {
        const left = await database.withSession((session) =>
          session.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL'),
        );
        if (Number(left[0]?.n) === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const delivered = performance.now() - started;
      const written = readOutbox(dataDir).length - before;
      rows.push([
        run,
        load,
        answered.toFixed(0),
        delivered.toFixed(0),
        Math.round((written / delivered) * 1000),
        written,
      ]);
    }
    const delivery = backend === 'postgres' ? 'pg-boss queue' : 'in-process worker';
    console.info(
      `\nMessage to all ${recipients} creditors of a case, ${backend} (${delivery}), ${machine()}\n`,
    );
    console.info(table(rows));
  }),
);
