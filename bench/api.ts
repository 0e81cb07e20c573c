import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { type ApiBuild, startApi } from '../e2e/support/api-process';
import { freePort, repoRoot } from '../e2e/support/portal';
import { pagedScenarios } from './api-paged';
import { arg, type Backend, benchDatabase, flag, machine, rssMb, table } from './lib';

/**
 * npm run bench:api [-- --scale=0.2 --duration=5 --backend=both|pglite|postgres --paged-only --build=tsx|compiled]
 * autocannon on loopback against the real API (a child process) on PGlite and PostgreSQL, with a
 * generated data set whose big firm has 10,000 cases (scale ≥ 0.2); then the same SQL of the paged case
 * list from a bare node:http handler (bench/bare-server.ts), side by side, and the ratio. On PostgreSQL also
 * every paged list call at 8 connections (bench/api-paged.ts; --paged-only: just those). The API's RSS is
 * sampled every 100 ms from its start to its end (budget < 300 MB through the whole run). `--build=compiled`
 * runs the API as production does, from `server/dist/server.js` (`npm run build` first); the default is tsx,
 * as `npm start` runs it: tsx's loader keeps the TypeScript compiler's work in the same heap.
 */

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Cannon = (options: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = createRequire(__filename)('autocannon') as Cannon;

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

function claimForm(caseId: number) {
  const boundary = '----benchclaim';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      field('CaseId', String(caseId)) +
        field('ClaimAmount', '12500') +
        field('ClaimBasis', 'SupplierInvoice') +
        field('ClaimRefernce', 'F-bench') +
        `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="faktura.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    MINIMAL_PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

interface Row {
  backend: Backend;
  scenario: string;
  connections: number;
  result: CannonResult;
  /** The same call with 1 connection, 40 requests one after another. */
  serial?: CannonResult['latency'];
}

async function run(
  backend: Backend,
  scenario: string,
  options: Record<string, unknown> & { connections: number },
  duration: number,
) {
  const result = await autocannon({ duration, ...options });
  const row: Row = { backend, scenario, connections: options.connections, result };
  console.info(
    `${backend} ${scenario}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
  );
  return row;
}

async function benchBackend(backend: Backend, scale: number, duration: number): Promise<Row[]> {
  const db = await benchDatabase(backend, scale);
  const rows: Row[] = [];
  const { bigFirmId, sampleCaseId, creditorCaseId, volumes } = db.generated;
  console.info(`${backend}: ${volumes.cases} cases, firm ${bigFirmId} has ${volumes.bigFirmCases}`);
  const build = arg('build', 'tsx') as ApiBuild;
  const api = await startApi(db.env, undefined, build);
  const pid = api.child.pid ?? 0;
  const rss = { start: rssMb(pid), peak: rssMb(pid), at: 'start' };
  let current = 'start';
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now > rss.peak) Object.assign(rss, { peak: now, at: current });
  }, 100);
  const measure = async (scenario: string, options: Record<string, unknown> & { connections: number }) => {
    current = scenario;
    return run(backend, scenario, options, duration);
  };
  try {
    const base = api.url;
    if (db.databaseUrl) {
      current = 'sign-in of the users the paged calls run as';
      for (const { scenario, options } of await pagedScenarios(base, db.databaseUrl, db.generated)) {
        // One connection, one request at a time first: the call's own time, without queueing.
        current = `paged: ${scenario}, 1 connection`;
        const serial = await autocannon({ ...options, connections: 1, amount: 40 });
        const row = await measure(`paged: ${scenario}`, options);
        rows.push({ ...row, serial: serial.latency });
      }
    }
    if (flag('paged-only')) return rows;
    const anna = await post(`${base}/api/Auth/login`, {
      EmalId: 'anna.berg@nordlaw.demo',
      password: 'Demo1234!',
    });
    const creditor = await post(`${base}/api/Creditor/login`, {
      emalId: 'leverantor@creditor.demo',
      password: 'Demo1234!',
    });
    const firm = { authorization: `Bearer ${anna.token}` };
    const get = (path: string, connections = 32) => ({ url: `${base}${path}`, headers: firm, connections });
    rows.push(
      await measure('sign-in (scrypt)', {
        url: `${base}/api/Auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ EmalId: 'ulf.lind@nordlaw.demo', password: 'Demo1234!' }),
        connections: 8,
      }),
    );
    rows.push(
      await measure(
        `case list, full (${volumes.bigFirmCases})`,
        get(`/api/Case/get?lawFirmId=${bigFirmId}`, 4),
      ),
    );
    const pagedPath = `/api/Case/get?lawFirmId=${bigFirmId}&page=3&pageSize=50`;
    rows.push(await measure('case list, paged 50', get(pagedPath)));
    rows.push(await measure('case by id', get(`/api/case/getCaseById?caseId=${sampleCaseId}`)));
    rows.push(await measure('case creditors', get(`/api/case/getcasecreditors?caseId=${sampleCaseId}`)));
    rows.push(await measure('notifications', get(`/api/LawFirm/notification/get?caseId=${sampleCaseId}`)));
    rows.push(await measure('claims list', get(`/api/LawFirm/invoice/get?caseId=${sampleCaseId}`)));
    const form = claimForm(creditorCaseId);
    rows.push(
      await measure('claim upload (small PDF)', {
        url: `${base}/api/Creditor/invoice/add`,
        method: 'POST',
        headers: { authorization: `Bearer ${creditor.token}`, 'content-type': form.contentType },
        body: form.body,
        connections: 10,
      }),
    );
    clearInterval(sampler);
    await api.kill('SIGTERM');

    // The baseline: the same SQL from a bare node:http handler, on the same database, right after.
    const port = await freePort();
    const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...db.env, BARE_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => bare.stdout?.on('data', () => resolve()));
    const bareUrl = `http://127.0.0.1:${port}/cases?lawFirmId=${bigFirmId}&page=3&pageSize=50`;
    rows.push(
      await run(backend, 'case list, paged 50 — bare node:http', { url: bareUrl, connections: 32 }, duration),
    );
    const exited = new Promise((r) => bare.once('exit', r));
    bare.kill('SIGTERM');
    await exited;
  } finally {
    clearInterval(sampler);
    console.info(
      `${backend} (${build}): API RSS from its start to the end of the load: ${rss.start} MB at the start, peak ${rss.peak} MB during "${rss.at}" (budget < 300 MB)`,
    );
    await api.kill('SIGTERM');
    await db.cleanup();
  }
  return rows;
}

async function main() {
  const scale = Number(arg('scale', '0.2'));
  const duration = Number(arg('duration', '5'));
  const which = arg('backend', 'both');
  const backends: Backend[] = which === 'both' ? ['pglite', 'postgres'] : [which as Backend];
  console.info(`bench:api on ${machine()}, scale ${scale}, ${duration} s per scenario`);
  const rows: Row[] = [];
  for (const backend of backends) rows.push(...(await benchBackend(backend, scale, duration)));
  const out: (string | number)[][] = [
    ['backend', 'scenario', 'conn.', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', '1 conn. p50/p99 ms'],
  ];
  for (const r of rows) {
    out.push([
      r.backend,
      r.scenario,
      r.connections,
      Math.round(r.result.requests.average),
      r.result.latency.p50,
      r.result.latency.p99,
      r.result.non2xx,
      r.serial ? `${r.serial.p50} / ${r.serial.p99}` : '',
    ]);
  }
  console.info(`\n${table(out)}`);
  for (const backend of backends) {
    const ours = rows.find((r) => r.backend === backend && r.scenario === 'case list, paged 50');
    const bare = rows.find((r) => r.backend === backend && r.scenario.includes('bare'));
    if (ours && bare) {
      const ratio = ours.result.requests.average / bare.result.requests.average;
      console.info(
        `${backend}: our paged case list = ${(ratio * 100).toFixed(0)}% of the bare handler's throughput`,
      );
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
