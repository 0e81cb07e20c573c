#!/usr/bin/env node
// `npm test`: lint (and its boundary fixtures), type-check, every jest project (unit, component, server routes on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL), then the browser journeys, then the server's route tests and
// one journey again on Node 24 LTS (the `node` package of the npm registry, through npx; NODE24=0 skips it).
// Ends with one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function run(name, command, args, env = {}) {
  console.info(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Adds a Jest JSON report's counts to the totals; a step that left no report is a failure. */
function countJest(name, file) {
  const report = readJson(file);
  if (!report) {
    failures.push(`${name} (no report)`);
    return;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
}

/** Adds a Playwright JSON report's counts (a flaky journey passed on retry, and is named) to the totals. */
function countPlaywright(name, file) {
  const stats = readJson(file)?.stats;
  if (!stats) {
    failures.push(`${name} (no report)`);
    return;
  }
  passed += stats.expected + (stats.flaky ?? 0);
  failed += stats.unexpected;
  if (stats.flaky)
    console.warn(`\n${stats.flaky} journey(s) passed only on retry (flaky): see the list above.`);
  skipped += stats.skipped;
}

run('lint', 'npx', ['biome', 'check', '.']);
// No import circle, and the layers of the server and the shell (.dependency-cruiser.cjs).
run('dependencies', 'npx', [
  'depcruise',
  '--config',
  '.dependency-cruiser.cjs',
  '--no-progress',
  '--output-type',
  'err',
  '.',
]);
// The lint's import boundaries, shown to fail on deliberate violations (lint-fixtures/boundaries/,
// lint-fixtures/dependencies/).
const fixturesReport = join(reports, 'lint-fixtures.tap');
run('lint fixtures', process.execPath, [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${fixturesReport}`,
  'lint-fixtures/boundaries.test.mjs',
  'lint-fixtures/dependencies.test.mjs',
]);
const tap = existsSync(fixturesReport) ? readFileSync(fixturesReport, 'utf8') : '';
const tapCount = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
passed += tapCount('pass');
failed += tapCount('fail');
if (!tap) failures.push('lint fixtures (no report)');
// Every package's tsconfig (tsconfig.json references them all), incrementally (node_modules/.tmp/tsc).
run('typecheck', 'npx', ['tsc', '-b']);

const jestReport = join(reports, 'jest.json');
run('jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`]);
countJest('jest', jestReport);

if (existsSync(chromium)) {
  const e2eReport = join(reports, 'e2e.json');
  run('e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  countPlaywright('e2e', e2eReport);
} else if (isCi) {
  console.error(`\nChromium was not found at ${chromium}: under CI the browser journeys must run.`);
  failures.push('e2e (no chromium)');
} else {
  console.warn(
    `\nChromium was not found at ${chromium}: the browser journeys were SKIPPED.` +
      ' Install it with `apt-get install chromium` or set CHROMIUM_PATH.',
  );
}

// Node 24 LTS beside the Node this runs on: the server's route tests on PGlite (the PostgreSQL run and the other
// projects are the same code on the same engine) and one short journey against the real npm start, whose
// processes (`node scripts/start.mjs` and its children) find Node 24 first on PATH. Kept lean: CI's time is short.
// server/test mirrors server/src, so a file may sit one folder down (routes/, mail/, http/, db/, security/ …).
const NOT_ON_NODE24 =
  '/test/([a-z0-9-]+/)?(fuzz-routes|mail-crash|openapi|paged-statements|lists-use-indexes|org-number-search-plans|case-history-scale|compiled-server|password-hashing|request-timeouts)';
if (process.env.NODE24 !== '0') {
  const started = performance.now();
  const onNode24 = (args) => ['-y', '-p', 'node@24', '--', 'node', ...args];
  const version = spawnSync('npx', onNode24(['--version']), { cwd: root, encoding: 'utf8' });
  if (version.status !== 0 || !/^v24\./.test(version.stdout.trim())) {
    console.error(`\nNode 24 could not be run through npx (-p node@24): ${version.stderr || version.stdout}`);
    failures.push('node 24 (not available)');
  } else {
    console.info(`\n=== node 24: ${version.stdout.trim()}`);
    const node24Jest = join(reports, 'jest-node24.json');
    run(
      'node 24: server routes',
      'npx',
      onNode24([
        'node_modules/jest/bin/jest.js',
        '--ci',
        '--selectProjects',
        'server',
        // Not routes, and not about the engine: the load, crash, query-plan, OpenAPI and timing checks.
        '--testPathIgnorePatterns',
        '/node_modules/',
        NOT_ON_NODE24,
        '--json',
        `--outputFile=${node24Jest}`,
      ]),
    );
    countJest('node 24: server routes', node24Jest);
    if (existsSync(chromium)) {
      const node24E2e = join(reports, 'e2e-node24.json');
      run(
        'node 24: journey',
        'npx',
        onNode24([
          'node_modules/@playwright/test/cli.js',
          'test',
          '-c',
          'e2e/playwright.config.ts',
          'e2e/tests/foundation.spec.ts',
        ]),
        {
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: node24E2e,
        },
      );
      countPlaywright('node 24: journey', node24E2e);
    }
  }
  console.info(`\n=== node 24 took ${Math.round((performance.now() - started) / 1000)} s`);
}

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
console.info(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length > 0 ? 1 : 0);
