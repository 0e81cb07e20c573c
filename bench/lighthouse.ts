import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startPortal } from '../e2e/support/portal';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { arg, machine } from './lib';
import { median } from './timing';

/**
 * npm run bench:lighthouse [-- --runs=3]
 * Lighthouse 12 (the npm package) in Debian's Chromium (chrome-launcher, the machine's flags,
 * nothing downloaded) on the real portal with its demo data: the law-firm login `/`, the creditor login
 * `/creditors-portal`, A's dashboard and the creditor's dashboard, each signed in through the real form.
 * Mobile (Lighthouse's default: Moto G Power, simulated slow 4G) and desktop presets, median of `runs`
 * per page and preset, a cold HTTP cache every run (the dashboards keep their session in localStorage).
 * Prints the table of bench/RESULTS.md with the budgets and, for every score under 100, what cost it.
 */

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
type Preset = 'mobile' | 'desktop';

interface Target {
  name: string;
  path: string;
  kind: 'public' | 'dashboard';
  /** Who signs in first through the real form, for a dashboard. */
  signIn?: { loginPath: string; email: string };
}

const targets: Target[] = [
  { name: 'law-firm login `/`', path: '/', kind: 'public' },
  { name: 'creditor login `/creditors-portal`', path: '/creditors-portal', kind: 'public' },
  {
    name: "A's dashboard",
    path: '/dashboard',
    kind: 'dashboard',
    signIn: { loginPath: '/', email: 'anna.berg@nordlaw.demo' },
  },
  {
    name: "creditor's dashboard",
    path: '/dashboard',
    kind: 'dashboard',
    signIn: { loginPath: '/creditors-portal', email: 'leverantor@creditor.demo' },
  },
];

/** The score budgets, mobile preset (undefined: none for that kind of page). */
const budgets: Record<Target['kind'], Partial<Record<Category, number>>> = {
  public: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 90 },
  dashboard: { performance: 85, accessibility: 100, 'best-practices': 100 },
};

/** The metric budgets in ms, mobile preset: the public pages' blocking time, the dashboards' largest paint. */
const metricBudgets: Record<Target['kind'], Record<string, number>> = {
  public: { TBT: 150 },
  dashboard: { LCP: 2500 },
};

interface RunResult {
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  /** Audits under a full score that count in a category, as "category: title (score)". */
  losses: string[];
  opportunities: string[];
  lcpElement?: string;
}

const run = promisify(execFile);

/** Signs in through the real form, once per dashboard: every later tab of the browser shares the session. */
async function signIn(page: Page, baseURL: string, target: Target) {
  if (!target.signIn) return;
  // Whoever signed in before leaves: a login page redirects a signed-in user to the dashboard.
  await page.goto(`${baseURL}${target.signIn.loginPath}`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseURL}${target.signIn.loginPath}`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="email"]').fill(target.signIn.email);
  await page.locator('input[name="password"]').fill('Demo1234!');
  await page.locator('button[type="submit"]:not([disabled])').click();
  await page.waitForFunction(() => location.pathname.startsWith('/dashboard'), { timeout: 30_000 });
  await page.waitForNetworkIdle({ idleTime: 1000, timeout: 30_000 }).catch(() => {});
}

/** One Lighthouse run in its own plain Node process (bench/lighthouse-run.mjs), on a cold HTTP cache. */
async function runOnce(
  browser: Browser,
  port: number,
  baseURL: string,
  target: Target,
  preset: Preset,
): Promise<RunResult> {
  // A cold HTTP cache every run; the session (localStorage) stays for the dashboards.
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  const options = { url: `${baseURL}${target.path}`, port, preset, keepStorage: target.kind === 'dashboard' };
  const { stdout } = await run(process.execPath, ['bench/lighthouse-run.mjs', JSON.stringify(options)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as RunResult;
}

async function main() {
  const runs = Number(arg('runs', '3'));
  const portal = await startPortal();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions().executablePath,
    chromeFlags: chromiumLaunchOptions().args,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const rows: string[] = [];
  const notes: string[] = [];
  try {
    console.info(`bench:lighthouse on ${machine()}, Lighthouse 12.8.2, median of ${runs} runs`);
    for (const target of targets) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const results: RunResult[] = [];
        if (preset === 'mobile' && target.signIn) {
          const page = await browser.newPage();
          await signIn(page, portal.baseURL, target);
          await page.close();
        }
        for (let i = 0; i < runs; i += 1) {
          results.push(await runOnce(browser, chrome.port, portal.baseURL, target, preset));
        }
        const scores = Object.fromEntries(
          CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id]))]),
        ) as Record<Category, number>;
        const metrics = Object.fromEntries(
          Object.keys(results[0]?.metrics ?? {}).map((key) => [
            key,
            median(results.map((r) => r.metrics[key] ?? 0)),
          ]),
        );
        const budget = budgets[target.kind];
        const verdict = CATEGORIES.filter(
          (id) => budget[id] !== undefined && (preset === 'mobile' || id !== 'performance'),
        )
          .map((id) => `${id} ${scores[id] >= (budget[id] ?? 0) ? 'met' : '**missed**'}`)
          .concat(
            preset === 'mobile'
              ? Object.entries(metricBudgets[target.kind]).map(
                  ([key, limit]) =>
                    `${key} ≤ ${limit} ${(metrics[key] ?? 0) <= limit ? 'met' : '**missed**'}`,
                )
              : [],
          )
          .join(', ');
        const cell = (id: Category) => `${scores[id]}${budget[id] !== undefined ? ` (≥ ${budget[id]})` : ''}`;
        rows.push(
          `| ${target.name} | ${preset} | ${cell('performance')} | ${cell('accessibility')} | ${cell('best-practices')} | ${cell('seo')} | ${Object.entries(
            metrics,
          )
            .map(([key, value]) => `${key} ${value}`)
            .join(', ')} | ${verdict} |`,
        );
        const losses = [...new Set(results.flatMap((r) => r.losses))];
        const opportunities = [...new Set(results.flatMap((r) => r.opportunities))].slice(0, 4);
        const lcp = results.find((r) => r.lcpElement)?.lcpElement;
        notes.push(
          `- ${target.name}, ${preset}: ${losses.join('; ') || 'full marks'}` +
            (opportunities.length > 0 ? `; opportunities: ${opportunities.join(', ')}` : '') +
            (lcp ? `; LCP element \`${lcp.slice(0, 80)}\`` : ''),
        );
        console.info(rows[rows.length - 1]);
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    await portal.stop();
  }
  console.info(
    '\n| page | preset | performance | accessibility | best practices | SEO | metrics (ms; CLS) | budgets |',
  );
  console.info('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.info(rows.join('\n'));
  console.info('\nWhat cost points (any run):');
  console.info(notes.join('\n') || '- nothing');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
