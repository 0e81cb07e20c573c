// npm run bench:public-answers [-- --samples=20 --quick-samples=200 --cost=production|test]:
// "nothing to learn from the public calls". signup, verifyOtp, resendOtp and forgotPassword, each for an
// unknown address, an unverified sign-up, a verified creditor and firm staff: wall and CPU time per call.
// The real app in-process (PGlite in memory), one call at a time, the kinds of address interleaved so that
// the load of the machine falls on all of them alike. --samples for signup (one scrypt hash each),
// --quick-samples for the three calls that hash nothing and take a few milliseconds. Not a test: nothing
// is asserted.
import type { FastifyInstance } from 'fastify';
import { PRODUCTION_COST, setCost, TEST_COST } from 'server/testing';
import { signupBody } from 'server/testing/signup';
import { type Db, runBench, withInProcessApp } from './in-process';
import { arg, machine, table } from './lib';
import { loadNote, quantile, statusCounts, timed } from './timing';

const samples = Number(arg('samples', '20'));
const quickSamples = Number(arg('quick-samples', '200'));
const cost = arg('cost', 'production') === 'test' ? TEST_COST : PRODUCTION_COST;

const KINDS = ['unknown', 'unverified', 'verified', 'staff'] as const;
type Kind = (typeof KINDS)[number];
const ADDRESS: Record<Exclude<Kind, 'unknown'>, string> = {
  unverified: 'vantar@bench.test',
  verified: 'bygg@creditor.demo',
  staff: 'ulf.lind@nordlaw.demo',
};

/** Each call: its URL and body for an address. A new unknown address for each sign-up (it then exists). */
const CALLS: [string, string, (email: string) => object][] = [
  ['signup', '/api/Creditor/signup', (email) => signupBody(email)],
  ['verifyOtp', '/api/Creditor/verifyOtp', (email) => ({ email, otp: '000000', password: 'Hemligt1' })],
  ['resendOtp', '/api/Creditor/resendOtp', (email) => ({ email })],
  ['forgotPassword', '/api/Auth/forgotPassword', (email) => ({ email })],
];

runBench(() => {
  setCost(cost);
  return withInProcessApp('public-answers', measure);
});

async function measure(app: FastifyInstance, db: Db) {
  let client = 0;
  const send = (url: string, payload: object) => {
    client += 1;
    return app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.${client >> 8}.${client & 255}` });
  };
  await send('/api/Creditor/signup', signupBody(ADDRESS.unverified));

  const rows: (string | number)[][] = [
    ['call', 'address', 'samples', 'wall p50 ms', 'wall p90 ms', 'CPU p50 ms', 'CPU p90 ms', 'answers'],
  ];
  for (const [name, url, body] of CALLS) {
    const measured = new Map<Kind, { wall: number[]; cpu: number[]; statuses: number[] }>(
      KINDS.map((kind) => [kind, { wall: [], cpu: [], statuses: [] }]),
    );
    // One untimed round first (code paths, caches), then the samples, every kind in each round.
    const rounds = name === 'signup' ? samples : quickSamples;
    for (let round = -1; round < rounds; round += 1) {
      const order = round % 2 ? KINDS : [...KINDS].reverse();
      for (const kind of order) {
        const email = kind === 'unknown' ? `nobody-${name}-${round}@nowhere.test` : ADDRESS[kind];
        // The same state for every kind: no throttle count, no code sent yet (so no 429, no cool-down).
        await db.deleteFrom('mail_requests').execute();
        await db.deleteFrom('email_codes').execute();
        const { result, wallMs, cpuMs } = await timed(() => send(url, body(email)));
        if (round < 0) continue;
        const into = measured.get(kind);
        into?.wall.push(wallMs);
        into?.cpu.push(cpuMs);
        into?.statuses.push(result.statusCode);
      }
    }
    for (const [kind, { wall, cpu, statuses }] of measured)
      rows.push([
        name,
        kind,
        wall.length,
        quantile(wall, 0.5).toFixed(1),
        quantile(wall, 0.9).toFixed(1),
        quantile(cpu, 0.5).toFixed(1),
        quantile(cpu, 0.9).toFixed(1),
        statusCounts(statuses),
      ]);
  }
  console.info(
    `public calls, scrypt N = 2^${Math.log2(cost.N)}, one call at a time; ${machine()}; ${loadNote()}`,
  );
  console.info(table(rows));
}
