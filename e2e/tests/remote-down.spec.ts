import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demo } from '../support/fixtures';
import { freePort, type Portal, repoRoot, startPortal } from '../support/portal';

// The creditor remote's manifest points at a port where nothing listens until
// the test starts the remote there: the shell must stay up, say so in the
// user's language, keep the other portal working, and recover on retry.
let portal: Portal;
let creditorPort: number;
let lateRemote: ChildProcess | undefined;

test.beforeAll(async () => {
  creditorPort = await freePort();
  portal = await startPortal({
    CREDITOR_REMOTE_URL: `http://localhost:${creditorPort}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  lateRemote?.kill('SIGTERM');
  await portal?.stop();
});

async function signIn(page: Page, email: string, creditor: boolean) {
  await page.goto(`${portal.baseURL}${creditor ? '/creditors-portal' : '/'}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
}

test('the law-firm portal keeps working while the creditor remote is down', async ({ page }) => {
  await signIn(page, demo.firmAdmin, false);
  await expect(page.getByTestId('lawfirm-portal-root')).toBeVisible();
});

test('a creditor sees a clear message with a retry, and the retry loads the remote once it is back', async ({
  page,
}) => {
  await signIn(page, demo.creditor, true);
  await expect(page.getByText('This part of the portal could not be loaded', { exact: false })).toBeVisible();
  // The shell's own frame is still there.
  await expect(page.getByRole('banner')).toBeVisible();

  lateRemote = spawn(process.execPath, ['scripts/serve-remote.mjs', 'creditor'], {
    cwd: repoRoot,
    env: { ...process.env, CREDITOR_PORT: String(creditorPort), SHELL_PORT: String(portal.ports.shell) },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () =>
        (await fetch(`http://localhost:${creditorPort}/mf-manifest.json`).catch(() => null))?.status,
    )
    .toBe(200);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
});

test('the message is in Swedish for a Swedish user', async ({ page }) => {
  lateRemote?.kill('SIGTERM');
  await expect
    .poll(
      async () =>
        (await fetch(`http://localhost:${creditorPort}/mf-manifest.json`).catch(() => null))?.status,
    )
    .toBeUndefined();
  await page.goto(`${portal.baseURL}/creditors-portal`);
  await page.evaluate(() => localStorage.setItem('portal-language', 'sv'));
  await page.goto(`${portal.baseURL}/creditors-portal`);
  await page.getByLabel('E-post').fill(demo.creditor);
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^logga in$/i }).click();
  await expect(page.getByText('Den här delen av portalen kunde inte laddas', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Försök igen' })).toBeVisible();
});
