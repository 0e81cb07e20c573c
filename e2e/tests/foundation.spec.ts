import { DEMO_PASSWORD, demo, expect, signIn, test } from '../support/fixtures';
import { loadedShares } from '../support/shares';

test.describe('walking skeleton', () => {
  test('a firm administrator signs in and the law-firm portal renders', async ({ page }) => {
    await signIn(page, demo.firmAdmin);
    await expect(page.getByTestId('lawfirm-portal-root')).toBeVisible();
    await expect(page.getByText('Login successful')).toBeVisible();
  });

  test('a creditor signs in and the creditor portal renders', async ({ page }) => {
    await signIn(page, demo.creditor, { creditor: true });
    await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(demo.firmAdmin);
    await page.getByLabel('Password', { exact: true }).fill(`${DEMO_PASSWORD}x`);
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).not.toHaveURL(/dashboard/);
  });

  test('the page holds one copy of every shared singleton', async ({ page }) => {
    await signIn(page, demo.firmAdmin);
    await expect(page.getByTestId('lawfirm-portal-root')).toBeVisible();
    const versions = await loadedShares(page);
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      'shared-ui/antd',
      'zustand',
      'i18next',
      'react-i18next',
    ]) {
      expect(versions[name], `${name} is loaded once`).toHaveLength(1);
    }
  });

  test('the shell and the law-firm portal share one QueryClient: the firm is read once', async ({ page }) => {
    const firmReads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/LawFirm/getById')
        firmReads.push(request.url());
    });
    await signIn(page, demo.firmAdmin);
    await expect(page.getByTestId('lawfirm-portal-root')).toBeVisible();
    // The header shows the firm's name once the shared query has answered.
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(firmReads, 'GET /api/LawFirm/getById after sign-in').toHaveLength(1);
    const shares = await page.evaluate(() => {
      type ShareInfo = Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, ShareInfo> } })
        .__FEDERATION__.__SHARE__;
      const versions = new Set<string>();
      for (const scopes of Object.values(share))
        for (const packages of Object.values(scopes))
          for (const [version, info] of Object.entries(packages['@tanstack/react-query'] ?? {}))
            if (info.loaded || info.lib) versions.add(version);
      return [...versions];
    });
    expect(shares, '@tanstack/react-query is loaded once').toHaveLength(1);
  });

  test('sign-out leaves nothing in local or session storage', async ({ page }) => {
    await signIn(page, demo.firmAdmin);
    await expect(page.getByTestId('lawfirm-portal-root')).toBeVisible();
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => ({
      session: sessionStorage.length,
      auth: localStorage.getItem('portal-auth'),
    }));
    expect(stored.session).toBe(0);
    expect(stored.auth).toBeNull();
  });
});
