import type { Request } from '@playwright/test';
import { watchPolicyViolations } from '../support/csp';
import { DEMO_PASSWORD, demo, expect, test } from '../support/fixtures';
import { loadedShares } from '../support/shares';

/**
 * Sign-in → ready dashboard: the portal's remoteEntry.js and the chunks of its routes are
 * requested while the sign-in call runs, not after it answers, and not on the login page's load. The
 * sign-in answer is held back until the remote's entry was requested (or 10 s went by), so the order is
 * the page's and not the network's.
 */
const cases = [
  { who: 'a firm admin', page: '/', api: '**/api/Auth/login', email: demo.firmAdmin, port: 'lawfirm' },
  {
    who: 'a creditor',
    page: '/creditors-portal',
    api: '**/api/Creditor/login',
    email: demo.creditor,
    port: 'creditor',
  },
] as const;

for (const { who, page: path, api, email, port } of cases) {
  test(`${who}: the portal's scripts load while the password is checked`, async ({ page, portal }) => {
    const violations = await watchPolicyViolations(page);
    const remoteOrigin = `:${portal.ports[port]}/`;
    const fromRemote = (request: Request) => request.url().includes(remoteOrigin);
    const remoteRequests: string[] = [];
    let entryRequested!: () => void;
    const entrySeen = new Promise<void>((resolve) => {
      entryRequested = resolve;
    });
    page.on('request', (request) => {
      if (!fromRemote(request)) return;
      remoteRequests.push(request.url());
      if (request.url().includes('remoteEntry')) entryRequested();
    });
    let entryBeforeAnswer = false;
    await page.route(api, async (route) => {
      entryBeforeAnswer = await Promise.race([
        entrySeen.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      await route.fallback();
    });

    await page.goto(path);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests, 'nothing of the portal before the form is sent').toEqual([]);
    // The login page runs without react-router (public-app.tsx); it comes with the dashboard.
    const shared = async () => Object.keys(await loadedShares(page));
    expect(await shared()).toContain('react-dom');
    expect(await shared()).not.toContain('react-router-dom');

    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
    expect(entryBeforeAnswer, 'remoteEntry.js requested before the sign-in answered').toBe(true);
    expect(remoteRequests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(1);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await shared()).toContain('react-router-dom');
    expect(violations).toEqual([]);
  });
}
