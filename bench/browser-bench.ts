import { type Browser, chromium } from 'playwright-core';
import { type Portal, startPortal } from '../e2e/support/portal';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { type Backend, type BenchDatabase, benchDatabase } from './lib';

/** What a browser benchmark works with: the generated database, the real portal on it, headless Chromium. */
export interface BrowserBench {
  db: BenchDatabase;
  portal: Portal;
  browser: Browser;
}

/**
 * Generates the database (`backend`, `scale`), starts the portal on it and launches Chromium with the
 * machine's flags, runs `work`, and then closes all three whether it succeeded or not.
 */
export async function withPortalInBrowser(
  backend: Backend,
  scale: number,
  work: (bench: BrowserBench) => Promise<void>,
): Promise<void> {
  const db = await benchDatabase(backend, scale);
  const portal = await startPortal(db.env);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await work({ db, portal, browser });
  } finally {
    await browser.close();
    await portal.stop();
    await db.cleanup();
  }
}
