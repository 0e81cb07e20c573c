import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');

export interface PortalPorts {
  shell: number;
  lawfirm: number;
  creditor: number;
  api: number;
}

export interface Portal {
  baseURL: string;
  apiURL: string;
  dataDir: string;
  ports: PortalPorts;
  logs: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, logs: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The portal exited (${child.exitCode}) before ${url} answered:\n${logs()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${url}:\n${logs()}`);
}

/**
 * Starts the real portal (`npm start`'s script) on free ports with a throwaway
 * DATA_DIR, and waits until the shell and the API's health check answer. `env` may
 * depend on the ports chosen (e.g. remote URLs).
 */
export async function startPortal(
  env: Record<string, string> | ((ports: PortalPorts) => Record<string, string>) = {},
): Promise<Portal> {
  const ports: PortalPorts = {
    shell: await freePort(),
    lawfirm: await freePort(),
    creditor: await freePort(),
    api: await freePort(),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  let output = '';
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SHELL_PORT: String(ports.shell),
      LAWFIRM_PORT: String(ports.lawfirm),
      CREDITOR_PORT: String(ports.creditor),
      API_PORT: String(ports.api),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The journeys sign in hundreds of times: NODE_ENV=test gives the API its cheap password hash
      // (server/src/auth/password.ts); nothing else reads it (the build sets its own NODE_ENV).
      NODE_ENV: 'test',
      ...(typeof env === 'function' ? env(ports) : env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const logs = () => output.slice(-8000);
  const baseURL = `http://localhost:${ports.shell}`;
  const apiURL = `http://127.0.0.1:${ports.api}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiURL}/api/health`, child, logs);
    await waitFor(`${baseURL}/`, child, logs);
  } catch (error) {
    // A portal that did not come up in time is stopped, not left running behind the failed test.
    await stop();
    throw error;
  }
  return { baseURL, apiURL, dataDir, ports, logs, stop };
}
