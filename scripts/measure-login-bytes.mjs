// Measures what the login page downloads on a cold cache in headless Chromium: every JS and CSS response,
// raw and gzip bytes per file, and per package (npm or workspace) from each file's source map: minified
// bytes exactly, gzip in proportion. A production build's maps are read from the apps' private sourcemaps/
// folders (never served, lib/source-maps.mjs); a dev server's from `<file>.map`. Usage: start the portal (npm start), then
//   node scripts/measure-login-bytes.mjs [url=http://localhost:3000/] [--json] [--strict] [--case-view=firm|creditor]
// --case-view signs in through the real form with the demo data (A: anna.berg@nordlaw.demo at `/`, creditor:
// leverantor@creditor.demo at `/creditors-portal`) and counts everything the first case view downloads,
// the login page included, and every shared singleton the page loaded, with its versions (one each).
// CHROMIUM_PATH overrides /usr/bin/chromium. Budgets, gzip JS on a cold cache: the login page 150 KB, the
// creditor's first case view 300 KB, A's 350 KB (sign-in included).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { DEMO_SIGN_INS, signInToFirstCase } from './lib/demo-sign-in.mjs';
import { apps, repoRoot } from './lib/env.mjs';
import { bytesByPackage } from './lib/source-map-bytes.mjs';
import { sourceMapsDir } from './lib/source-maps.mjs';

const args = process.argv.slice(2);
const shellUrl =
  args.find((arg) => !arg.startsWith('--')) ?? `http://localhost:${process.env.SHELL_PORT || 3000}/`;
const asJson = args.includes('--json');
const caseView = args.find((arg) => arg.startsWith('--case-view='))?.split('=')[1];
if (caseView && caseView !== 'firm' && caseView !== 'creditor') {
  console.error('--case-view is firm or creditor');
  process.exit(2);
}
const url = caseView ? new URL(DEMO_SIGN_INS[caseView].path, shellUrl).href : shellUrl;
const BUDGET_KB = { login: 150, creditor: 300, firm: 350 };
const BUDGET_GZIP_JS = BUDGET_KB[caseView ?? 'login'] * 1024;
const what = caseView ? `the ${caseView}'s first case view` : 'the login page';

/** The versions of each shared package the page loaded (Module Federation's share scope). */
const loadedSingletons = (page) =>
  page.evaluate(() => {
    const loaded = {};
    for (const scopes of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, byVersion] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(byVersion)) {
            // A tree-shaken share keeps its own loaded state beside the full one.
            const inUse = info.loaded || info.lib || info.treeShaking?.loaded || info.treeShaking?.lib;
            if (inUse) loaded[name] = [...new Set([...(loaded[name] ?? []), version])];
          }
        }
      }
    }
    return loaded;
  });

/** The source map of a built file, by its path, from the sourcemaps/ folder of whichever app built it. */
async function builtSourceMap(fileUrl) {
  const file = decodeURIComponent(new URL(fileUrl).pathname).replace(/^\/+/, '');
  for (const app of Object.values(apps)) {
    const text = await readFile(
      path.join(sourceMapsDir(path.join(repoRoot, app.dir)), `${file}.map`),
      'utf8',
    ).catch(() => null);
    if (text) return JSON.parse(text);
  }
  return null;
}

/** A dev server's source map, served beside its file. */
const servedSourceMap = (context, fileUrl) =>
  context.request
    .get(`${fileUrl}.map`)
    .then((response) => (response.ok() ? response.json() : null))
    .catch(() => null);

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url, { waitUntil: 'networkidle' });
  // The login form is the page: wait until it is there, then for anything it still loads.
  await page.waitForSelector('input[type="email"], input[name="email"]', { timeout: 15_000 }).catch(() => {});
  await page.waitForLoadState('networkidle');
  if (caseView) {
    await signInToFirstCase(page, caseView);
    await page.waitForLoadState('networkidle');
  }
  const singletons = await loadedSingletons(page);

  const rows = [];
  for (const response of responses) {
    const type = response.request().resourceType();
    const responseUrl = response.url();
    const kind =
      type === 'script' || /\.m?js(\?|$)/.test(responseUrl) ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (!kind || response.status() !== 200) continue;
    const body = await response.body().catch(() => null);
    if (!body) continue;
    rows.push({ url: responseUrl, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, body });
  }

  // Per package: each JS file's source map says which package every byte came from.
  const packages = new Map();
  for (const row of rows.filter((r) => r.kind === 'js')) {
    const map = (await builtSourceMap(row.url)) ?? (await servedSourceMap(context, row.url));
    const code = row.body.toString('utf8');
    const byPackage = map ? bytesByPackage(code, map) : new Map([['(no source map)', code.length]]);
    const chars = [...byPackage.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [name, count] of byPackage) {
      const entry = packages.get(name) ?? { name, raw: 0, gzip: 0 };
      entry.raw += (count / chars) * row.raw;
      entry.gzip += (count / chars) * row.gzip;
      packages.set(name, entry);
    }
  }
  for (const row of rows) delete row.body;
  const byPackage = [...packages.values()]
    .map((entry) => ({ name: entry.name, raw: Math.round(entry.raw), gzip: Math.round(entry.gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (kind, field) =>
    rows.filter((row) => row.kind === kind).reduce((total, row) => total + row[field], 0);
  const result = {
    url,
    js: {
      files: rows.filter((row) => row.kind === 'js').length,
      raw: sum('js', 'raw'),
      gzip: sum('js', 'gzip'),
    },
    css: {
      files: rows.filter((row) => row.kind === 'css').length,
      raw: sum('css', 'raw'),
      gzip: sum('css', 'gzip'),
    },
    budgetGzipJs: BUDGET_GZIP_JS,
    singletons,
    rows,
    byPackage,
  };
  if (asJson) {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
      console.info(
        `${row.kind.padEnd(4)} ${kb(row.gzip).padStart(10)} gzip ${kb(row.raw).padStart(10)} raw  ${row.url}`,
      );
    }
    console.info('\nJS by package (minified bytes from the source maps; gzip in proportion):');
    for (const entry of byPackage) {
      console.info(`${kb(entry.gzip).padStart(10)} gzip ${kb(entry.raw).padStart(10)} raw  ${entry.name}`);
    }
    console.info(`JS:  ${result.js.files} files, ${kb(result.js.raw)} raw, ${kb(result.js.gzip)} gzip`);
    console.info(`CSS: ${result.css.files} files, ${kb(result.css.raw)} raw, ${kb(result.css.gzip)} gzip`);
    console.info('Shared singletons loaded (versions):');
    for (const [name, versions] of Object.entries(singletons).sort(([a], [b]) => a.localeCompare(b))) {
      console.info(`  ${name}: ${versions.join(', ')}${versions.length > 1 ? '  MORE THAN ONE' : ''}`);
    }
    const margin = BUDGET_GZIP_JS - result.js.gzip;
    console.info(
      `Budget ${BUDGET_GZIP_JS / 1024} KB gzip JS for ${what}: ${margin >= 0 ? 'met' : 'MISSED'}, margin ${kb(margin)}`,
    );
  }
  // A report by default (bench:web prints it); --strict makes a missed budget fail the command.
  const duplicated = Object.values(singletons).some((versions) => versions.length > 1);
  if (args.includes('--strict') && (result.js.gzip > BUDGET_GZIP_JS || duplicated)) process.exitCode = 1;
} finally {
  await browser.close();
}
