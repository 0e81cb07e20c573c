import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/portal';

/**
 * A source map holds the whole source of the bundle, comments included. The production build served
 * them: the shell's main.js.map and the remotes' remoteEntry.js.map answered 200 to anyone. Now the build
 * writes them without a sourceMappingURL comment and keeps them in each app's private sourcemaps/ folder,
 * and the shell and the remotes serve none.
 */

const APPS = ['shell', 'lawfirm-portal', 'creditor-portal'];
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

test('the production build keeps its source maps out of what is served', async () => {
  for (const app of APPS) {
    const served = filesIn(join(repoRoot, app, 'dist'));
    expect(served.filter((entry) => entry.name.endsWith('.map')).map((entry) => entry.name)).toEqual([]);
    // The private copy is there for whoever builds (an error tracker, measure-login-bytes.mjs).
    expect(filesIn(join(repoRoot, app, 'sourcemaps')).some((entry) => entry.name.endsWith('.js.map'))).toBe(
      true,
    );
  }
});

test('no page or script of the shell and the remotes names or serves a source map', async ({
  page,
  portal,
}) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (/\.m?js(\?|$)/.test(response.url())) scripts.add(response.url());
  });
  await page.goto('/');
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible();
  const remoteEntries = [portal.ports.lawfirm, portal.ports.creditor].map(
    (port) => `http://127.0.0.1:${port}/remoteEntry.js`,
  );
  for (const url of [...scripts, ...remoteEntries]) {
    const script = await fetch(url);
    expect(script.status, url).toBe(200);
    expect(await script.text(), url).not.toContain('sourceMappingURL');
    expect((await fetch(`${url.replace(/\?.*$/, '')}.map`)).status, `${url}.map`).toBe(404);
  }
  expect(scripts.size).toBeGreaterThan(0);
});
