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

/** One real portal per worker, started with `npm start`'s script on free ports. */
export const test = base.extend<object, { portal: Portal }>({
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
