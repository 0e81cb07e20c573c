import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../src/db/database';
import type { Db } from '../../src/db/types';
import { readOutbox } from '../../src/mail';
import { addFollowers, nordlawCase } from '../fanout-fixture';
import { createThrowawayDatabase, usesPostgres } from '../helper';
import { type Api, countIn, post, startApi, stopApi, until } from './mail-crash-process';

/**
 * In CI: the real API process fans a message out to 500
 * creditors, is killed with SIGKILL in the middle of the delivery and started
 * again; every notice reaches the mail sink (the file outbox) once. On
 * PostgreSQL the pg-boss queue delivers, and then two API instances on one
 * database share it, each mail delivered by one of them (each writes to its
 * own outbox directory). On PGlite the in-process worker delivers (a PGlite
 * data directory belongs to one process, so there is no second instance).
 *
 * "Once": a crash can repeat only the mail whose send was in flight (sent,
 * not yet marked): at most MAIL_CONCURRENCY = 1 here. The restarted API logs
 * it as cut off and sends it again with the same Message-ID; the file sink
 * then refuses the repeat. Both counts are checked.
 */
const RECIPIENTS = 500;
const base = process.env.TEST_DATABASE_URL;
jest.setTimeout(240_000);

/** One mail at a time and short leases, so that the kill lands in the middle of the fan-out. */
const ONE_AT_A_TIME = {
  MAIL_CONCURRENCY: '1',
  MAIL_BATCH_SIZE: '5',
  MAIL_LEASE_SECONDS: '2',
  MAIL_RETRY_BASE_MS: '200',
};

const dirs: string[] = [];
const apis: Api[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mail-crash-'));
  dirs.push(dir);
  return dir;
};
const start = async (env: Record<string, string>) => {
  const api = await startApi(env);
  apis.push(api);
  return api;
};

afterAll(async () => {
  for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
  await Promise.all(apis.map((a) => a.exited));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The case to send from, with RECIPIENTS followers, and the subject of its notices. */
async function fanOutCase(db: Db) {
  const caseId = await nordlawCase(db);
  await addFollowers(db, caseId, RECIPIENTS, 'crash');
  const { rows } = await sql<{ debtor_name: string }>`
    SELECT debtor_name FROM cases WHERE case_id = ${caseId}`.execute(db);
  return { caseId, subject: `Nytt meddelande: ${rows[0]?.debtor_name}` };
}

async function signIn(api: Api): Promise<string> {
  const login = await post(api, '/api/Auth/login', {
    EmalId: 'anna.berg@nordlaw.demo',
    password: 'Demo1234!',
  });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}

const sendToAll = (api: Api, caseId: number, token: string, text: string) =>
  post(
    api,
    '/api/LawFirm/notification/send',
    { caseId, notification: text, isSendToAll: true, creditorCasesIdList: [] },
    token,
  );

/**
 * Sends to all, kills the API with SIGKILL once 25 notices are out, starts it
 * again and waits for `delivered()` (the outbox of the test's subject) to be
 * complete. Returns the restarted API and what happened.
 */
async function killInTheMiddle(
  env: Record<string, string>,
  fanOut: { caseId: number; subject: string },
  done: () => Promise<boolean>,
) {
  const first = await start(env);
  const sent = await sendToAll(first, fanOut.caseId, await signIn(first), 'Till alla borgenärer');
  expect(sent.status).toBe(200);
  const notices = () =>
    readOutbox(env.DATA_DIR as string).filter(
      (m) => m.to.endsWith('@fanout.example') && m.subject.startsWith(fanOut.subject),
    );
  await until(() => notices().length >= 25, 'the first notices');
  first.child.kill('SIGKILL');
  await first.exited;
  const atKill = notices().length;
  expect(atKill).toBeLessThan(RECIPIENTS); // the kill did land mid-delivery

  const second = await start(env);
  await until(done, 'every notice after the restart');
  const delivered = notices();
  expect(delivered).toHaveLength(RECIPIENTS);
  expect(new Set(delivered.map((m) => m.to)).size).toBe(RECIPIENTS);
  const resumed = countIn(second.logs(), 'its previous send was cut off');
  const refused = countIn(second.logs(), 'already in the outbox');
  // Only the one send in flight at the kill can have been repeated, and the sink refused only such a repeat.
  expect(resumed).toBeLessThanOrEqual(1);
  expect(refused).toBeLessThanOrEqual(resumed);
  console.info(
    `crash test: ${atKill} of ${RECIPIENTS} delivered at kill -9; after the restart ${delivered.length}, ` +
      `${resumed} send(s) resumed, ${refused} repeat(s) refused by the sink`,
  );
  return second;
}

async function outboxFigures(db: Db, dedupeKeyLike: string) {
  const { rows } = await sql<{ unsent: number; failed: number }>`
    SELECT count(*) FILTER (WHERE sent_at IS NULL)::int AS unsent,
           count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
    FROM mail_outbox WHERE dedupe_key LIKE ${dedupeKeyLike}`.execute(db);
  return rows[0];
}

(usesPostgres() && base ? describe : describe.skip)('on PostgreSQL: the pg-boss queue', () => {
  let drop: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let env: Record<string, string>;
  let fanOut: { caseId: number; subject: string };

  const pending = async () => (await outboxFigures(database.db, 'message:%'))?.unsent;

  beforeAll(async () => {
    const throwaway = await createThrowawayDatabase(base as string);
    drop = throwaway.drop;
    env = {
      DATABASE_URL: throwaway.url,
      DATA_DIR: tempDir(),
      DEMO_DATA: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...ONE_AT_A_TIME,
    };
    database = await openDatabase({ databaseUrl: throwaway.url, dataDir: env.DATA_DIR as string });
  });
  afterAll(async () => {
    for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await Promise.all(apis.map((a) => a.exited));
    await database?.close();
    await drop?.();
  });

  it(`delivers each of ${RECIPIENTS} notices once across a kill -9 in the middle of the fan-out`, async () => {
    await start(env).then(stopApi); // migrated and seeded
    fanOut = await fanOutCase(database.db);
    await killInTheMiddle(env, fanOut, async () => (await pending()) === 0);
    expect(await outboxFigures(database.db, 'message:%')).toEqual({ unsent: 0, failed: 0 });
    // Delivered through the queue: a job per notice; the jobs the killed API held settle too.
    const jobs = async () =>
      (
        await sql<{ jobs: number; open: number }>`
          SELECT count(*)::int AS jobs, count(*) FILTER (WHERE state < 'completed')::int AS open
          FROM pgboss.job WHERE name = 'mail'`.execute(database.db)
      ).rows[0];
    expect((await jobs())?.jobs).toBeGreaterThanOrEqual(RECIPIENTS);
    await until(async () => (await jobs())?.open === 0, 'the jobs of the killed API to settle');
  });

  it('two API instances on one database deliver each mail once between them', async () => {
    const [one] = apis.filter((a) => a.child.exitCode === null);
    if (!one) throw new Error('the restarted API is not running');
    const otherDir = tempDir();
    const two = await start({ ...env, DATA_DIR: otherDir });
    const before = new Set(readdirSync(join(env.DATA_DIR as string, 'outbox')));
    const sent = await sendToAll(two, fanOut.caseId, await signIn(two), 'Andra utskicket');
    expect(sent.status).toBe(200);
    await until(async () => (await pending()) === 0, 'both instances to empty the outbox');
    const byOne = readOutbox(env.DATA_DIR as string).filter(
      (m) => m.to.endsWith('@fanout.example') && !before.has(m.file.split('/').pop() as string),
    );
    const byTwo = readOutbox(otherDir).filter((m) => m.to.endsWith('@fanout.example'));
    const all = [...byOne, ...byTwo].map((m) => m.to);
    expect(all).toHaveLength(RECIPIENTS);
    expect(new Set(all).size).toBe(RECIPIENTS);
    // Both took part: the queue is shared, not copied.
    expect(byOne.length).toBeGreaterThan(0);
    expect(byTwo.length).toBeGreaterThan(0);
    console.info(`two instances: ${byOne.length} + ${byTwo.length} = ${all.length} notices, none twice`);
  });
});

(usesPostgres() ? describe.skip : describe)('on PGlite: the in-process worker', () => {
  it(`delivers each of ${RECIPIENTS} notices once across a kill -9 in the middle of the fan-out`, async () => {
    const dataDir = tempDir();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    await start(env).then(stopApi); // migrated and seeded; PGlite's directory is then free for the test
    const withDatabase = async <T>(fn: (db: Db) => Promise<T>) => {
      const database = await openDatabase({ dataDir });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    };
    const fanOut = await withDatabase(fanOutCase);
    const notices = () => readOutbox(dataDir).filter((m) => m.subject.startsWith(fanOut.subject));
    const second = await killInTheMiddle({ ...env, ...ONE_AT_A_TIME }, fanOut, async () => {
      return notices().length >= RECIPIENTS;
    });
    await stopApi(second); // marks its last mail sent and frees the directory
    expect(await withDatabase((db) => outboxFigures(db, 'message:%'))).toEqual({ unsent: 0, failed: 0 });
  });
});
