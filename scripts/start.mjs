// `npm start`: builds the front-end apps that are missing, then runs the API, the shell (with the /api proxy
// and /config.json) and both remotes, each on its port (README, configuration). SIGTERM/SIGINT stop them
// all (exit 0); if one dies, the others are stopped and this exits non-zero. The API runs its TypeScript
// through tsx, or with NODE_ENV=production the compiled bundle (server/dist/server.js) with plain node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { exitOnBadSettings, repoRoot, settings } from './lib/env.mjs';
import { runtimeConfigFromEnv } from './lib/runtime-config.mjs';

const config = exitOnBadSettings(() => settings());
// The shell's own settings too, so that a wrong one stops everything before anything is built or started.
exitOnBadSettings(() => runtimeConfigFromEnv(process.env));
const node = process.execPath;
const script = (name) => path.join(repoRoot, 'scripts', name);

const build = spawnSync(node, [script('build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const serverEntry = path.join(repoRoot, 'server', 'src', 'server.ts');
const production = process.env.NODE_ENV === 'production';
const apiArgs = production
  ? ['--enable-source-maps', path.join(repoRoot, 'server', 'dist', 'server.js')]
  : ['--import', 'tsx', serverEntry];
const pieces = [
  existsSync(serverEntry) ? { name: 'api', args: apiArgs, env: { API_PORT: String(config.apiPort) } } : null,
  { name: 'shell', args: [script('serve-shell.mjs')] },
  { name: 'lawfirm', args: [script('serve-remote.mjs'), 'lawfirm'] },
  { name: 'creditor', args: [script('serve-remote.mjs'), 'creditor'] },
].filter(Boolean);
if (!existsSync(serverEntry))
  console.warn('[start] server/src/server.ts does not exist yet: starting without the API');

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
let stopping = false;
let exitCode = 0;

function stopAll(signal = 'SIGTERM') {
  for (const child of children.values()) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  // A child that ignores SIGTERM is killed after 15 s.
  setTimeout(() => {
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL');
  }, 15_000).unref();
}

for (const piece of pieces) {
  const child = spawn(node, piece.args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...piece.env },
  });
  children.set(piece.name, child);
  child.on('exit', (code, signal) => {
    children.delete(piece.name);
    if (!stopping) {
      console.error(`[start] ${piece.name} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
      stopping = true;
      exitCode = 1;
      stopAll();
    }
    if (children.size === 0) process.exit(exitCode);
  });
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.info(`[start] ${signal}: stopping`);
    stopAll('SIGTERM');
  });
}

const apiStarted = pieces.some((piece) => piece.name === 'api');

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Tells where to open the portal once the shell answers and the API is healthy (PGlite needs a few seconds). */
async function announce() {
  const shellUrl = `http://127.0.0.1:${config.shellPort}`;
  const deadline = Date.now() + 120_000;
  while (!stopping && Date.now() < deadline) {
    const shellReady = await answers(`${shellUrl}/config.json`);
    const apiReady = !apiStarted || (await answers(`${shellUrl}/api/health`));
    if (shellReady && apiReady) {
      const url = `http://localhost:${config.shellPort}/`;
      console.info(
        [
          '',
          `  Portal ready:      ${url}`,
          `  Creditor sign-in:  ${url}creditors-portal`,
          `  API:               ${config.apiUrl} (proxied at ${url}api)`,
          `  Remotes:           http://localhost:${config.lawfirmPort}/mf-manifest.json, http://localhost:${config.creditorPort}/mf-manifest.json`,
          '',
        ].join('\n'),
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
void announce();
