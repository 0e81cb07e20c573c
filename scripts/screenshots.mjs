// The creditor's case view on a phone and on a laptop, for the README: signs in as the demo
// creditor through the real form and saves docs/screenshots/creditor-case-{390,1366}.png. Usage: start the
// portal with its demo data (npm start), then
//   node scripts/screenshots.mjs [url=http://localhost:3000/]
// CHROMIUM_PATH overrides /usr/bin/chromium.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { DEMO_SIGN_INS, signInToFirstCase } from './lib/demo-sign-in.mjs';
import { repoRoot } from './lib/env.mjs';

const shellUrl =
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ??
  `http://localhost:${process.env.SHELL_PORT || 3000}/`;
const outDir = path.join(repoRoot, 'docs', 'screenshots');
const sizes = [
  { width: 390, height: 844 },
  { width: 1366, height: 850 },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const viewport of sizes) {
    const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/Stockholm' });
    const page = await context.newPage();
    await page.goto(new URL(DEMO_SIGN_INS.creditor.path, shellUrl).href, { waitUntil: 'networkidle' });
    await signInToFirstCase(page, 'creditor');
    await page.waitForLoadState('networkidle');
    // The sign-in toast and any opening animation are gone before the picture.
    await page
      .locator('[role="status"]')
      .getByText('Login successful')
      .waitFor({ state: 'detached' })
      .catch(() => {});
    await page.waitForTimeout(500);
    const file = path.join(outDir, `creditor-case-${viewport.width}.png`);
    await page.screenshot({ path: file });
    console.info(`saved ${path.relative(repoRoot, file)}`);
    await context.close();
  }
} finally {
  await browser.close();
}
