import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type ApiProcess, startApi, waitHealthy } from '../support/api-process';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../support/postgres';

/**
 * Faults: a write that answered 200 survives kill -9 (PGlite and PostgreSQL); SIGTERM lets
 * requests in flight finish and exits 0; the database going away gives 503 on health and clear
 * envelope errors on calls, and the API recovers by itself when it comes back.
 * PostgreSQL here is always a private server started for this file, never the machine's shared one.
 */

const PASSWORD = 'Demo1234!';
const ANNA = 'anna.berg@nordlaw.demo';
/** Every call of this file is bounded: a hang fails the test instead of blocking it. */
const CALL_TIMEOUT = 15_000;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const dirs: string[] = [];
const processes: ApiProcess[] = [];
let postgres: PrivatePostgres | undefined;

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function api(env: Record<string, string>, port?: number) {
  const started = await startApi(
    { JWT_SECRET: randomBytes(32).toString('hex'), DEMO_DATA: '1', ...env },
    port,
  );
  processes.push(started);
  return started;
}

test.afterAll(async () => {
  await Promise.all(processes.map((p) => p.kill('SIGKILL')));
  postgres?.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(CALL_TIMEOUT),
  });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers };
}

async function signIn(base: string) {
  const res = await call(base, 'POST', '/api/Auth/login', { EmalId: ANNA, password: PASSWORD });
  expect(res.status, res.text).toBe(200);
  return JSON.parse(res.text).data as { token: string; lawFirmId: number };
}

function newCase(lawFirmId: number, debtorName: string) {
  return {
    debtorName,
    debtorOrgnr: '556000-4242',
    lawFirmId,
    knr: `K ${Math.floor(Math.random() * 9000) + 1000}-26`,
    status: 1,
  };
}

async function findCase(base: string, token: string, lawFirmId: number, debtorName: string) {
  const res = await call(
    base,
    'GET',
    `/api/Case/get?lawFirmId=${lawFirmId}&search=${encodeURIComponent(debtorName)}`,
    undefined,
    token,
  );
  expect(res.status, res.text).toBe(200);
  return JSON.parse(res.text).data.casesResponses as { debtorName: string }[];
}

/** A write answers 200, the process is killed with SIGKILL at once, restarted: the write is there. */
async function killNineKeepsTheWrite(env: Record<string, string>) {
  const first = await api(env);
  const anna = await signIn(first.url);
  const debtorName = `Kill Nine ${randomBytes(4).toString('hex')} AB`;
  const added = await call(
    first.url,
    'POST',
    '/api/Case/add',
    newCase(anna.lawFirmId, debtorName),
    anna.token,
  );
  expect(added.status, added.text).toBe(200);
  expect(await first.kill('SIGKILL')).toBe('SIGKILL');
  const second = await api(env, first.port);
  const again = await signIn(second.url);
  const found = await findCase(second.url, again.token, again.lawFirmId, debtorName);
  expect(found.map((c) => c.debtorName)).toEqual([debtorName]);
  await second.kill('SIGTERM');
}

test('kill -9 right after a 200 on a write: the write is there after a restart (PGlite)', async () => {
  await killNineKeepsTheWrite({ DATA_DIR: tempDir('faults-pglite-') });
});

test('kill -9 right after a 200 on a write: the write is there after a restart (PostgreSQL)', async () => {
  test.skip(!postgresBinDir(), 'no PostgreSQL binaries in /usr/lib/postgresql');
  postgres ??= await startPrivatePostgres();
  await killNineKeepsTheWrite({ DATA_DIR: tempDir('faults-pg-'), DATABASE_URL: postgres.url });
});

/** Sends the headers and half of a multipart upload; `finish()` sends the rest and resolves with the status. */
function halfSentUpload(base: string, token: string, lawFirmId: number, caseId: number) {
  const boundary = `----fault${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="inflight.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const filler = Buffer.alloc(256 * 1024, 0x20);
  const tail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
  const url = new URL(
    `${base}/api/LawFirm/document/upload?SendByLawFirmId=${lawFirmId}&SendToCasesId=${caseId}&Comment=inflight`,
  );
  let settle: (status: number) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const done = new Promise<number>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const req = httpRequest(
    {
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: `${url.pathname}${url.search}`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + filler.length + tail.length,
      },
    },
    (res) => {
      res.resume();
      res.on('end', () => settle(res.statusCode ?? 0));
    },
  );
  req.on('error', fail);
  req.write(head);
  req.write(filler);
  const sent = new Promise<void>((resolve) => req.once('socket', (s) => s.once('connect', () => resolve())));
  return {
    sent,
    finish: () => {
      req.end(tail);
      return done;
    },
  };
}

test('SIGTERM while requests are in flight: they finish with 200 and the process exits 0', async () => {
  const server = await api({ DATA_DIR: tempDir('faults-term-') });
  const anna = await signIn(server.url);
  const cases = await call(
    server.url,
    'GET',
    `/api/Case/get?lawFirmId=${anna.lawFirmId}&pageSize=1`,
    undefined,
    anna.token,
  );
  const caseId = JSON.parse(cases.text).data.casesResponses[0].caseId as number;
  const uploads = Array.from({ length: 5 }, () =>
    halfSentUpload(server.url, anna.token, anna.lawFirmId, caseId),
  );
  await Promise.all(uploads.map((u) => u.sent));
  // Give the server the moment it needs to read the headers of the half-sent uploads (ordering, not a timing assertion).
  await new Promise((r) => setTimeout(r, 500));
  server.child.kill('SIGTERM');
  const statuses = await Promise.all(uploads.map((u) => u.finish()));
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  expect(await server.exited).toBe(0);
  // New connections are refused once it has stopped.
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
});

test('PostgreSQL going away: 503 on health, clear envelope errors on calls; recovery without a restart', async () => {
  test.skip(!postgresBinDir(), 'no PostgreSQL binaries in /usr/lib/postgresql');
  postgres ??= await startPrivatePostgres();
  const pg = postgres;
  const server = await api({ DATA_DIR: tempDir('faults-down-'), DATABASE_URL: pg.urlOf('postgres') });
  const anna = await signIn(server.url);
  const refused = `Database Away ${randomBytes(4).toString('hex')} AB`;

  pg.stop();
  try {
    const health = await call(server.url, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.text)).toMatchObject({ isSuccess: false, data: null });

    const calls = [
      await call(server.url, 'GET', `/api/Case/get?lawFirmId=${anna.lawFirmId}`, undefined, anna.token),
      await call(server.url, 'POST', '/api/Auth/login', { EmalId: ANNA, password: PASSWORD }),
      await call(server.url, 'POST', '/api/Case/add', newCase(anna.lawFirmId, refused), anna.token),
    ];
    for (const res of calls) {
      expect(res.status, res.text).toBe(503);
      const body = JSON.parse(res.text);
      expect(body).toEqual({ isSuccess: false, message: expect.any(String), data: null });
      expect(body.message).toMatch(/database/i);
      expect(res.text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|ECONNREFUSED|node_modules/);
    }
  } finally {
    pg.start();
  }

  await waitHealthy(server, 30_000);
  const again = await signIn(server.url);
  const found = await findCase(server.url, again.token, again.lawFirmId, refused);
  expect(found).toEqual([]); // the write refused while the database was away did not happen later
  expect(server.child.exitCode).toBeNull(); // recovered by itself, no restart
});
