import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiBuild, apiCommand, startApi } from '../e2e/support/api-process';
import { freePort, repoRoot } from '../e2e/support/portal';
import { arg, JWT_SECRET, machine, rssMb, table } from './lib';
import { median } from './timing';

/**
 * npm run bench:server-start [-- --runs=5 --requests=200]
 * The API's start as `npm start` runs it (tsx compiling the TypeScript as it loads) and as production runs
 * it (plain node on server/dist/server.js, built first): time from spawn to the first 200 of /api/health,
 * RSS then, and RSS after `requests` health calls. Both open the same PGlite data directory, migrated and
 * seeded by an untimed first start, so the figures compare the loading, not the database's creation.
 * Median of `runs` starts each, taken in turn.
 */

interface Sample {
  readyMs: number;
  rssReady: number;
  rssAfter: number;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function oneStart(build: ApiBuild, env: Record<string, string>, requests: number): Promise<Sample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, apiCommand(build), {
    cwd: repoRoot,
    env: { ...process.env, ...env, API_PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the ${build} API exited with ${child.exitCode}`);
      const answer = await fetch(url).catch(() => null);
      if (answer?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = performance.now() - started;
    const rssReady = rssMb(child.pid ?? 0);
    for (let i = 0; i < requests; i += 1) await fetch(url);
    return { readyMs, rssReady, rssAfter: rssMb(child.pid ?? 0) };
  } finally {
    await stop(child);
  }
}

async function main() {
  const runs = Number(arg('runs', '5'));
  const requests = Number(arg('requests', '200'));
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the server failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const env = { DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'warn', NODE_ENV: 'test' };
  try {
    // Untimed: creates, migrates and seeds the PGlite database both variants then reopen.
    const first = await startApi(env, undefined, 'compiled');
    await first.kill('SIGTERM');
    const samples: Record<ApiBuild, Sample[]> = { tsx: [], compiled: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const variant of ['tsx', 'compiled'] as const)
        samples[variant].push(await oneStart(variant, env, requests));
    }
    console.info(`API start, ${runs} runs each, ${requests} requests after ready; ${machine()}`);
    console.info(
      table([
        ['variant', 'ready (ms, median)', 'RSS at ready (MB)', `RSS after ${requests} calls (MB)`],
        ...(['tsx', 'compiled'] as const).map((variant) => [
          variant === 'tsx' ? 'tsx (npm start)' : 'compiled (node server/dist/server.js)',
          Math.round(median(samples[variant].map((s) => s.readyMs))),
          median(samples[variant].map((s) => s.rssReady)),
          median(samples[variant].map((s) => s.rssAfter)),
        ]),
      ]),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
