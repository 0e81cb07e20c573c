import { expect, test } from '@playwright/test';
import { type Portal, startPortal } from '../support/portal';

// One shell build, two domains: PORTAL_AUDIENCE=creditor makes '/' the creditor login.
let portal: Portal;

test.beforeAll(async () => {
  portal = await startPortal({ PORTAL_AUDIENCE: 'creditor' });
});

test.afterAll(async () => {
  await portal?.stop();
});

test('a creditor deployment shows the creditor login at / and offers no law-firm login', async ({ page }) => {
  await page.goto(`${portal.baseURL}/`);
  await expect(page.getByRole('link', { name: /sign up/i })).toBeVisible();
  await page.getByLabel('Email').fill('leverantor@creditor.demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
});

test('the law-firm deployment (the default) shows the law-firm login at /', async ({ page }) => {
  const lawfirm = await startPortal();
  try {
    await page.goto(`${lawfirm.baseURL}/`);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('link', { name: /sign up/i })).toHaveCount(0);
  } finally {
    await lawfirm.stop();
  }
});
