import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { freePort, repoRoot } from './portal';

/** One API server process for fault and scale-out tests: the sources through tsx, or the compiled bundle. */
export interface ApiProcess {
  port: number;
  url: string;
  child: ChildProcess;
  logs(): string;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): Promise<number | string>;
}

/** How the API runs: `tsx` (server/src/server.ts, as `npm start`) or `compiled` (server/dist/server.js, as production). */
export type ApiBuild = 'tsx' | 'compiled';

export const apiCommand = (build: ApiBuild) =>
  build === 'compiled'
    ? ['--enable-source-maps', 'server/dist/server.js']
    : ['--import', 'tsx', 'server/src/server.ts'];

export async function startApi(
  env: Record<string, string>,
  port?: number,
  build: ApiBuild = 'tsx',
): Promise<ApiProcess> {
  const apiPort = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, apiCommand(build), {
    cwd: repoRoot,
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test', // the cheap password hash of the tests (server/src/auth/password.ts)
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
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const logs = () => output.slice(-8000);
  const url = `http://127.0.0.1:${apiPort}`;
  const api: ApiProcess = {
    port: apiPort,
    url,
    child,
    logs,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  await waitHealthy(api);
  return api;
}

/** Polls /api/health until 200 (bounded: 90 s), failing early if the process dies. */
export async function waitHealthy(api: ApiProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`API exited (${api.child.exitCode}):\n${api.logs()}`);
    try {
      const response = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API at ${api.url} not healthy in time:\n${api.logs()}`);
}

/**
 * A minimal round-robin HTTP balancer on loopback: each request goes to the
 * next upstream port in turn, streamed both ways. `served` counts requests per
 * upstream so tests can prove both instances took part.
 */
export interface Balancer {
  url: string;
  served: number[];
  close(): Promise<void>;
}

export async function startBalancer(upstreamPorts: number[]): Promise<Balancer> {
  let next = 0;
  const served = upstreamPorts.map(() => 0);
  const server: Server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreamPorts.length;
    served[index] = (served[index] ?? 0) + 1;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPorts[index] ?? upstreamPorts[0],
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ isSuccess: false, message: 'Bad gateway', data: null }));
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
