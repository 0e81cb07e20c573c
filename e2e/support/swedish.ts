import type { Browser, Page } from '@playwright/test';
import { clientAddress, expect } from './fixtures';
import { text } from './texts';

/** The portal's Swedish text for a key, its `{{placeholders}}` filled in. */
export const sv = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text('sv', key));

/**
 * A browser context in Swedish: the portal reads the language from local storage before it draws. Each
 * context calls /api from a client address of its own, as the `page` fixture does, so that a journey of
 * several users signing in stays within the API's per-address limits.
 */
export async function swedishPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => {
    if (!localStorage.getItem('portal-language')) localStorage.setItem('portal-language', 'sv');
  });
  const address = clientAddress();
  await context.route('**/api/**', (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  return context.newPage();
}

/** Signs in through the real login page in Swedish: '/' for the firm, '/creditors-portal' for creditors. */
export async function signInSv(page: Page, email: string, password: string, creditor: boolean) {
  await page.goto(creditor ? '/creditors-portal' : '/');
  await page.getByLabel(sv('shell.login.email')).fill(email);
  await page.getByLabel(sv('shell.login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: sv('shell.login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
}

/** A toast (or any text) that holds `message`. */
export const toast = (page: Page, message: string) => page.getByText(message, { exact: false }).first();

/** A day in Swedish time `days` from today ("2026-03-19"): never a fixed date, so a journey holds next year. */
export const swedishDay = (days: number) => {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
