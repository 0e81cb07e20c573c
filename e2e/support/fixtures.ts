import { test as base, expect, type Page } from '@playwright/test';
import { type Portal, startPortal } from './portal';

export const DEMO_PASSWORD = 'Demo1234!';
export const demo = {
  admin: 'admin@portal.demo',
  firmAdmin: 'anna.berg@nordlaw.demo',
  firmUser: 'ulf.lind@nordlaw.demo',
  otherFirmAdmin: 'karin.ek@vastjuristerna.demo',
  creditor: 'leverantor@creditor.demo',
  creditor2: 'bygg@creditor.demo',
  debtCollector: 'inkasso@collector.demo',
} as const;

let clients = 0;
/** A documentation address (RFC 5737) per test: each journey is its own client, as real users are. */
export const clientAddress = () => {
  clients += 1;
  return `198.51.${100 + (Math.floor(clients / 250) % 3) * 13}.${(clients % 250) + 1}`;
};

/**
 * One real portal per worker, started with `npm start`'s script on free ports. Each test's browser
 * calls /api from its own client address (X-Forwarded-For, believed from the shell's proxy on
 * loopback), so the per-address limits of the API hold per journey, not for the whole run.
 */
export const test = base.extend<object, { portal: Portal }>({
  page: async ({ page }, use) => {
    const address = clientAddress();
    await page.route('**/api/**', (route) =>
      route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
    );
    await use(page);
  },
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const portal = await startPortal();
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.baseURL);
  },
});

export { expect };

/** Signs in through the real login page: '/' for firm roles, '/creditors-portal' for creditors. */
export async function signIn(
  page: Page,
  email: string,
  options: { creditor?: boolean; password?: string } = {},
) {
  await page.goto(options.creditor ? '/creditors-portal' : '/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
}
