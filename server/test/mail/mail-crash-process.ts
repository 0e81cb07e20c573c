import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The real API as a child process (`node --import tsx server/src/server.ts`), for mail-crash.test.ts. */
export interface Api {
  url: string;
  child: ChildProcess;
  logs(): string;
  exited: Promise<unknown>;
}

const REPO = resolve(__dirname, '..', '..', '..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Starts the API with `env` on a free port and waits until /api/health answers 200. */
export async function startApi(env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((done) => child.once('exit', done));
  const api = { url: `http://127.0.0.1:${port}`, child, logs: () => output, exited };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited:\n${output.slice(-4000)}`);
    const ok = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(3000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return api;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API not healthy in time:\n${output.slice(-4000)}`);
}

/** SIGTERM (graceful: the API finishes, closes its database and exits 0) and wait for the exit. */
export async function stopApi(api: Api): Promise<void> {
  if (api.child.exitCode === null) api.child.kill('SIGTERM');
  await api.exited;
}

export async function post(api: Api, path: string, body: unknown, token?: string) {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
}

export async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** How often the API logged `text` (pino writes one JSON line per entry). */
export const countIn = (logs: string, text: string) => logs.split(text).length - 1;
