import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Production runs the compiled API with plain node (`node server/dist/server.js`,
 * built by `npm run build`), not the TypeScript through tsx. Everything it reads
 * at run time must be found from the bundle's place, whatever the working
 * directory: the migrations, pdfkit's fonts (a PDF), exceljs (a workbook).
 */

const repoRoot = join(__dirname, '..', '..');
const bundle = join(repoRoot, 'server', 'dist', 'server.js');
const run = promisify(execFile);

let dataDir: string;
let api: ChildProcess | undefined;
let output = '';
let base = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The production environment of the README, with the demo data asked for explicitly. */
const productionEnv = (port: number): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  API_PORT: String(port),
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  DEMO_DATA: '1',
  LOG_LEVEL: 'info',
});

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'compiled-server-'));
  await run(process.execPath, [join(repoRoot, 'scripts', 'build.mjs'), 'server'], { cwd: repoRoot });
});
afterAll(() => {
  if (api && api.exitCode === null) api.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitHealthy(url: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (api?.exitCode !== null) throw new Error(`the compiled API exited:\n${output}`);
    const answer = await fetch(url).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the compiled API did not become healthy:\n${output}`);
}

async function signIn(email: string): Promise<{ authorization: string; lawFirmId: number }> {
  const answer = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ EmalId: email, password: 'Demo1234!' }),
  });
  expect(answer.status).toBe(200);
  const { data } = (await answer.json()) as { data: { token: string; lawFirmId: number } };
  return { authorization: `Bearer ${data.token}`, lawFirmId: data.lawFirmId };
}

describe('the compiled server', () => {
  it('starts with plain node from another directory, migrates, and answers /api/health', async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, [bundle], { cwd: tmpdir(), env: productionEnv(port) });
    api.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    api.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await waitHealthy(`${base}/api/health`);
    const health = (await (await fetch(`${base}/api/health`)).json()) as { data: unknown };
    expect(health.data).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(output).toContain('320-create-file-removals.sql');
  });

  it('writes the claims register as PDF and Excel, with the fonts and workbooks of its dependencies', async () => {
    const anna = await signIn('anna.berg@nordlaw.demo');
    const cases = await fetch(`${base}/api/Case/get?lawFirmId=${anna.lawFirmId}`, {
      headers: { authorization: anna.authorization },
    });
    const caseId = ((await cases.json()) as { data: { casesResponses: { caseId: number }[] } }).data
      .casesResponses[0]?.caseId;
    for (const [format, magic] of [
      ['pdf', '%PDF-'],
      ['xlsx', 'PK'],
    ] as const) {
      const answer = await fetch(
        `${base}/api/LawFirm/claimsRegister?caseId=${caseId}&format=${format}&lang=sv`,
        {
          headers: { authorization: anna.authorization },
        },
      );
      expect(answer.status).toBe(200);
      expect(
        Buffer.from(await answer.arrayBuffer())
          .subarray(0, magic.length)
          .toString('latin1'),
      ).toBe(magic);
    }
  });

  it('logs JSON lines with the request id in production, and stops cleanly on SIGTERM', async () => {
    const lines = output.split('\n').filter((line) => line.includes('"/api/health"'));
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      reqId: expect.any(String),
      req: { method: 'GET' },
    });
    const exited = new Promise((resolve) => api?.once('exit', (code) => resolve(code)));
    api?.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses a wrong setting with one line on stderr and exit code 1', async () => {
    const env = { ...productionEnv(await freePort()), FILE_STORAGE: 's3' };
    const refused = run(process.execPath, [bundle], { cwd: tmpdir(), env });
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Invalid configuration: S3_BUCKET: must be set with FILE_STORAGE=s3\n',
    });
  });
});
