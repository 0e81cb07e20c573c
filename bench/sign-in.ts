// npm run bench:sign-in [-- --seconds=20 --min-samples=30 --concurrency=4]: sign-in throughput with the scrypt
// cost of before (N = 2^14) and after (N = 2^17), on the real app (in-process, PGlite in memory),
// for a right password, a wrong one for a known e-mail and an unknown e-mail (the dummy hash). Each row runs
// for --seconds and until it has --min-samples sign-ins; besides wall time it reports the process's CPU time
// per sign-in, which the load of other programs on the machine hardly moves. Not a test: nothing asserted.
import type { FastifyInstance } from 'fastify';
import {
  DEMO_PASSWORD,
  dummyPasswordHash,
  hashPassword,
  PRODUCTION_COST,
  type ScryptCost,
  setCost,
} from 'server/testing';
import { type Db, runBench, withInProcessApp } from './in-process';
import { arg, machine, table } from './lib';
import { cpuMsSince, loadNote, quantile, statusCounts } from './timing';

const seconds = Number(arg('seconds', '20'));
const minSamples = Number(arg('min-samples', '30'));
const concurrency = Number(arg('concurrency', '4'));
const COSTS: [string, ScryptCost][] = [
  ['before: N = 2^14', { N: 2 ** 14, r: 8, p: 1 }],
  ['after: N = 2^17', PRODUCTION_COST],
];
const FIRM_USERS = ['anna.berg@nordlaw.demo', 'ulf.lind@nordlaw.demo', 'karin.ek@vastjuristerna.demo'];
const CASES: [string, (n: number) => string, string][] = [
  ['right password', () => 'anna.berg@nordlaw.demo', DEMO_PASSWORD],
  // Spread over three users: 50 failures for one e-mail in 15 minutes would lock it (429, not measured).
  ['wrong password, known e-mail', (n) => FIRM_USERS[n % FIRM_USERS.length] as string, 'wrong-password'],
  ['unknown e-mail (dummy hash)', (n) => `nobody${n}@nowhere.se`, 'wrong-password'],
];

runBench(() => withInProcessApp('sign-in', measure));

async function measure(app: FastifyInstance, db: Db) {
  const rows: (string | number)[][] = [
    ['cost', 'case', 'samples', 'sign-ins/s', 'p50 ms', 'p99 ms', 'CPU ms per sign-in', 'statuses'],
  ];
  let client = 0;
  const signIn = (email: string, password: string) => {
    // A new client address per call: the per-address and per-pair throttles must not decide what is measured.
    client += 1;
    return app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { EmalId: email, password },
      remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    });
  };
  for (const [label, cost] of COSTS) {
    setCost(cost);
    await dummyPasswordHash();
    const hash = await hashPassword(DEMO_PASSWORD, cost);
    await db.updateTable('users').set({ password_hash: hash }).execute();
    for (const [name, emailOf, password] of CASES) {
      await db.deleteFrom('sign_in_failures').execute();
      await signIn(emailOf(0), password); // warm-up, not counted
      const times: number[] = [];
      const statuses: number[] = [];
      const end = Date.now() + seconds * 1000;
      const cpu = process.cpuUsage();
      const started = performance.now();
      let n = 0;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (Date.now() < end || n < minSamples) {
            n += 1;
            if (n % 40 === 0) await db.deleteFrom('sign_in_failures').execute();
            const at = performance.now();
            const res = await signIn(emailOf(n), password);
            times.push(performance.now() - at);
            statuses.push(res.statusCode);
          }
        }),
      );
      const wallSeconds = (performance.now() - started) / 1000;
      rows.push([
        label,
        name,
        times.length,
        (times.length / wallSeconds).toFixed(2),
        Math.round(quantile(times, 0.5)),
        Math.round(quantile(times, 0.99)),
        Math.round(cpuMsSince(cpu) / times.length),
        statusCounts(statuses),
      ]);
    }
  }
  console.info(
    `sign-in, ${concurrency} concurrent, at least ${seconds} s and ${minSamples} sign-ins per row`,
  );
  console.info(`${machine()}; ${loadNote()}`);
  console.info(table(rows));
}
