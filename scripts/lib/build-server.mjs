// Compiles the API to JavaScript for production (`node server/dist/server.js`): an esbuild bundle of
// server/src with the workspace's code it imports (shared-api/contract, scripts/lib/timeouts.mjs) compiled in and every npm
// dependency left to node_modules. Types are tsc -b's business (npm run typecheck), not this build's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './env.mjs';

const serverDir = path.join(repoRoot, 'server');
export const serverDist = path.join(serverDir, 'dist');

/** The entry points: the API and the storage migration, each one file in dist/. */
const entryPoints = {
  server: path.join(serverDir, 'src', 'server.ts'),
  'storage-migrate': path.join(serverDir, 'src', 'storage-migrate.ts'),
};

/** The server's npm dependencies (not the workspace packages, whose TypeScript node cannot run). */
function externals() {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  return Object.keys(pkg.dependencies ?? {})
    .filter((name) => name !== 'shared-api')
    .flatMap((name) => [name, `${name}/*`]);
}

/** @param {{ outdir?: string }} [options] */
export async function buildServer(options = {}) {
  const outdir = options.outdir ?? serverDist;
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    // CommonJS, as tsx runs the sources: __dirname and require keep their meaning.
    format: 'cjs',
    target: 'node20.19',
    external: externals(),
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  return outdir;
}

/** The newest modification time under a folder (sources that a bundle depends on). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

/** True when dist/server.js is missing or older than a source it is built from. */
export function serverBuildIsStale() {
  let built;
  try {
    built = statSync(path.join(serverDist, 'server.js')).mtimeMs;
  } catch {
    return true;
  }
  const sources = [path.join(serverDir, 'src'), path.join(repoRoot, 'shared-api', 'src', 'contract')];
  // The files the bundle takes in besides the sources: the package and the time-outs it shares with the shell.
  const files = [path.join(serverDir, 'package.json'), path.join(repoRoot, 'scripts', 'lib', 'timeouts.mjs')];
  return sources.some((dir) => newest(dir) > built) || files.some((file) => statSync(file).mtimeMs > built);
}
