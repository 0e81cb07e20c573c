import type { BrowserContext, Page } from 'playwright-core';
import { table } from './lib';

/**
 * bench:web's look at what our pages fetch: every API response a page receives, its size
 * (decoded body and bytes on the wire), and the visits that make pages fetch: the law firm's case with
 * 5,000 creditors and 20,000 messages tab by tab, and the creditor following 500 cases.
 */

export interface Fetched {
  page: string;
  method: string;
  url: string;
  status: number;
  bytes: number;
  wireBytes: number;
  ms: number;
}

/** Records every /api/ response of the pages of `context`, labelled by what `label()` says at the time. */
export function recordResponses(context: BrowserContext, label: () => string) {
  const fetched: Fetched[] = [];
  /** Every request of the context (API, scripts, styles): when it started and ended (Date.now()). */
  const timeline: { url: string; start: number; end: number }[] = [];
  const starts = new Map<object, number>();
  let pending = 0;
  let lastEnd = 0;
  context.on('request', (request) => {
    starts.set(request, Date.now());
    if (request.url().includes('/api/')) pending += 1;
  });
  context.on('requestfinished', (request) => {
    const url = new URL(request.url());
    timeline.push({ url: url.pathname, start: starts.get(request) ?? 0, end: Date.now() });
  });
  const done = () => {
    pending = Math.max(0, pending - 1);
    lastEnd = Date.now();
  };
  context.on('requestfailed', (request) => {
    if (!request.url().includes('/api/')) return;
    const url = new URL(request.url());
    console.info(
      `${label()}: ${request.method()} ${url.pathname}${url.search} failed: ${request.failure()?.errorText}`,
    );
    done();
  });
  context.on('requestfinished', async (request) => {
    if (!request.url().includes('/api/')) return;
    const name = label();
    try {
      const response = await request.response();
      const sizes = await request.sizes();
      // DevTools keeps no body above its cache limit (tens of MB): then the bytes received stand for it.
      const body = await response?.body().catch(() => null);
      const url = new URL(request.url());
      fetched.push({
        page: name,
        method: request.method(),
        url: `${url.pathname}${url.search}`,
        status: response?.status() ?? 0,
        bytes: body ? body.byteLength : sizes.responseBodySize,
        wireBytes: sizes.responseBodySize,
        ms: Math.round(request.timing().responseEnd),
      });
    } catch (error) {
      console.info(
        `${name}: ${request.method()} ${request.url()}: not recorded (${String(error).split('\n')[0]})`,
      );
    } finally {
      done();
    }
  });
  /** Resolves once no API request has been in flight for `quietMs`; returns when the last one ended. */
  const settled = async (quietMs = 500, timeoutMs = 60_000) => {
    const until = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, 25));
      if (pending > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) break;
    }
    return lastEnd;
  };
  /** Where the time from `started` to `ready` went: sign-in call, the last script, the slowest API call. */
  const breakdown = (started: number, ready: number) => {
    const within = timeline.filter((t) => t.start >= started && t.end <= ready + 50);
    const at = (t?: { end: number }) => (t ? t.end - started : 0);
    const login = within.find((t) => t.url.endsWith('/login'));
    const scripts = within.filter((t) => /\.(js|css)$/.test(t.url));
    const lastScript = scripts.sort((a, b) => b.end - a.end)[0];
    const api = within.filter((t) => t.url.includes('/api/') && !t.url.endsWith('/login'));
    const slowest = api.sort((a, b) => b.end - b.start - (a.end - a.start))[0];
    return `sign-in call done at ${at(login)} ms (${login ? login.end - login.start : 0} ms); ${scripts.length} script/style files, the last done at ${at(lastScript)} ms (${lastScript?.url ?? '-'}); ${api.length} API calls, the slowest ${slowest?.url ?? '-'} ${slowest ? slowest.end - slowest.start : 0} ms, done at ${at(slowest)} ms; ready at ${ready - started} ms`;
  };
  return { fetched, settled, breakdown, pending: () => pending };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Every call by its largest response, largest first (the top `limit`), and the largest against 100 KB. */
export function reportResponses(fetched: Fetched[], limit = 30) {
  const byCall = new Map<string, Fetched & { times: number }>();
  for (const f of fetched) {
    const key = `${f.page} ${f.method} ${f.url}`;
    const seen = byCall.get(key);
    if (!seen) byCall.set(key, { ...f, times: 1 });
    else
      Object.assign(seen, {
        times: seen.times + 1,
        bytes: Math.max(seen.bytes, f.bytes),
        wireBytes: Math.max(seen.wireBytes, f.wireBytes),
        ms: Math.max(seen.ms, f.ms),
      });
  }
  const sorted = [...byCall.values()].sort((a, b) => b.bytes - a.bytes);
  const rows: (string | number)[][] = [['page', 'call', 'times', 'status', 'KB body', 'KB wire', 'max ms']];
  for (const f of sorted.slice(0, limit))
    rows.push([f.page, `${f.method} ${f.url}`, f.times, f.status, kb(f.bytes), kb(f.wireBytes), f.ms]);
  console.info(
    `\n-- API responses our pages fetched: ${fetched.length} (${byCall.size} distinct calls per page), largest first`,
  );
  console.info(table(rows));
  const over = sorted.filter((f) => f.bytes > 100 * 1024);
  const largest = sorted[0];
  if (largest)
    console.info(
      `largest API response: ${kb(largest.bytes)} KB (${kb(largest.wireBytes)} KB on the wire) ${largest.method} ${largest.url} on ${largest.page}; ${over.length} call(s) over 100 KB (budget: none)`,
    );
}

/** A law-firm case page: the case selected by URL, then each tab in turn, each left to settle. */
export async function visitCaseTabs(
  page: Page,
  baseURL: string,
  caseId: number,
  settled: () => Promise<number>,
) {
  await page.goto(`${baseURL}/dashboard?case=${caseId}`);
  await page.getByRole('tab').first().waitFor({ timeout: 60_000 });
  await settled();
  const tabs = await page.getByRole('tab').allTextContents();
  for (let i = 0; i < tabs.length; i += 1) {
    await page.getByRole('tab').nth(i).click();
    await settled();
  }
  return tabs;
}

/** Sign-in click → the creditor's dashboard ready: the followed cases in the sidebar, no API call in flight. */
export async function creditorSignIn(page: Page, baseURL: string, settled: () => Promise<number>) {
  await page.goto(`${baseURL}/creditors-portal`);
  await page.getByLabel('Email').fill('leverantor@creditor.demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  const started = Date.now();
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.locator('nav.portal-sidebar .portal-sidebar__item').first().waitFor({ timeout: 60_000 });
  const listed = Date.now();
  const ready = Math.max(listed, await settled());
  const rows = await page.locator('nav.portal-sidebar .portal-sidebar__item').count();
  return { sidebarMs: listed - started, readyMs: ready - started, rows, started, ready };
}
