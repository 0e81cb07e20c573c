// Builds the front-end apps with rspack (production) and compiles the API (lib/build-server.mjs).
// `node scripts/build.mjs` builds the apps whose dist/ is missing and the API when its bundle is missing or
// older than its sources; `--all` rebuilds everything; names (shell, lawfirm, creditor, server) pick some.
// One at a time: the builds are CPU-heavy. After the shell, its public pages are prerendered (scripts/prerender.mjs).
// Each app's source maps leave dist/ for its private sourcemaps/ folder (lib/source-maps.mjs): never served.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer, serverBuildIsStale } from './lib/build-server.mjs';
import { apps, repoRoot } from './lib/env.mjs';
import { moveSourceMaps } from './lib/source-maps.mjs';
import { usedExportsOf } from './lib/used-exports.mjs';

const args = process.argv.slice(2);
const force = args.includes('--all');
const named = args.filter((arg) => !arg.startsWith('--') && arg !== 'server');
const serverNamed = args.includes('server');
for (const name of named) {
  if (!(name in apps)) {
    console.error(`unknown app '${name}' (expected ${Object.keys(apps).join(', ')} or server)`);
    process.exit(2);
  }
}

/** Apps whose build output is missing. */
function missingBuilds() {
  return Object.entries(apps)
    .filter(([, app]) => !existsSync(path.join(repoRoot, app.dir, 'dist', app.marker)))
    .map(([name]) => name);
}

/**
 * The names each tree-shaken share keeps (rspack.config.base.ts). The page uses the shell's copy for every
 * app, so every app must be built with the same list: an app built with another list is rebuilt too.
 */
const TREE_SHAKEN = ['react-router-dom'];
const keptNames = JSON.stringify(Object.fromEntries(TREE_SHAKEN.map((pkg) => [pkg, usedExportsOf(pkg)])));
const stampOf = (name) => path.join(repoRoot, apps[name].dir, 'dist', 'tree-shaken-shares.json');
const builtWithOtherList = (name) => {
  try {
    return readFileSync(stampOf(name), 'utf8') !== keptNames;
  } catch {
    return true;
  }
};

const chosen = named.length > 0 || serverNamed ? named : force ? Object.keys(apps) : missingBuilds();
const stale = Object.keys(apps).filter((name) => !chosen.includes(name) && builtWithOtherList(name));
if (chosen.length > 0 && stale.length > 0) {
  console.info(`[build] also ${stale.join(', ')}: built with another list of shared names`);
}
const wanted = chosen.length > 0 ? [...chosen, ...stale] : chosen;
if (wanted.length === 0 && !serverNamed && !force && !serverBuildIsStale())
  console.info('[build] every app is built (use --all to rebuild)');
const rspackCli = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
for (const name of wanted) {
  const cwd = path.join(repoRoot, apps[name].dir);
  console.info(`[build] ${apps[name].dir}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, [rspackCli, 'build', '-c', 'rspack.config.ts'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error(`[build] ${apps[name].dir} failed`);
    process.exit(result.status ?? 1);
  }
  const maps = moveSourceMaps(cwd);
  console.info(
    `[build] ${apps[name].dir} done in ${((performance.now() - started) / 1000).toFixed(1)} s (${maps} source maps kept in ${apps[name].dir}/sourcemaps, not served)`,
  );
  writeFileSync(stampOf(name), keptNames);
  if (name === 'shell') prerender();
}

// The API: plain JavaScript for `node server/dist/server.js` (a second or less, so it is kept current).
if (serverNamed || (named.length === 0 && (force || serverBuildIsStale()))) {
  const started = performance.now();
  try {
    const outdir = await buildServer();
    console.info(
      `[build] server -> ${path.relative(repoRoot, outdir)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    console.error(`[build] server failed: ${error.message}`);
    process.exit(1);
  }
}

/** The shell's public pages as HTML (scripts/prerender.mjs), from the shell's TSX through tsx. */
function prerender() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'prerender.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
    // Production React (no stacks in the markup); tsx compiles shared-ui's and the shell's JSX with the
    // base tsconfig (the root tsconfig.json only lists projects).
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: 'tsconfig.base.json' },
  });
  if (result.status !== 0) {
    console.error('[build] prerendering the public pages failed');
    process.exit(result.status ?? 1);
  }
}
