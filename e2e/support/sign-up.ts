import type { Page } from '@playwright/test';
import { mailedCode } from './api';
import { expect } from './fixtures';
import { type Language, text } from './texts';

export interface NewCreditor {
  name: string;
  email: string;
  org: string;
}

/**
 * Signs a creditor or debt collector up through the real sign-up page and verifies it with the mailed code;
 * from `invitationLink` (the path of an invitation mail's link) when given, whose page has the e-mail filled in.
 */
export async function signUpInBrowser(
  page: Page,
  dataDir: string,
  who: NewCreditor,
  role: 'Creditor' | 'Debt collector',
  password: string,
  invitationLink?: string,
) {
  await page.goto(invitationLink ?? '/creditors-portal-signup');
  if (invitationLink) await expect(page.getByLabel('Email')).toHaveValue(who.email);
  else await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Your name').fill(who.name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Company name').fill(who.name);
  await page.getByLabel('Organisation number').fill(who.org);
  await page.getByLabel('Creditor type').selectOption('Vendor');
  await page.getByRole('radio', { name: role, exact: true }).check();
  await page.getByLabel('Street address').fill('Storgatan 1');
  await page.getByLabel('Postcode').fill('111 22');
  await page.getByLabel('Town').fill('Stockholm');
  await page.getByLabel('Country').fill('Sverige');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/creditors-portal\/verify-otp/);

  const code = await mailedCode(dataDir, who.email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your email is verified. You can now sign in.')).toBeVisible();
}

/** The debt collector's Select creditor screen: finds a creditor by org. number or e-mail and asks it. */
export async function requestCreditor(page: Page, search: string, creditorName: string) {
  const field = page.getByLabel('Organisation number or e-mail');
  await field.fill(search);
  // Not exact: antd may keep its (hidden) loading icon, named "loading", in the button after a search.
  await page.getByRole('button', { name: 'Find' }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await results.getByRole('button', { name: `Send a request to act for ${creditorName}` }).click();
  await expect(page.getByText(`Request sent to ${creditorName}.`, { exact: false })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: creditorName })).toContainText(
    'Waiting for approval',
  );
}

/** The creditor's profile panel, open on its Representatives section, in the language the page shows. */
export async function openRepresentatives(page: Page, email: string, language: Language = 'en') {
  await page.getByRole('button', { name: new RegExp(email) }).click();
  await page.getByRole('menuitem', { name: text(language, 'shell.header.viewProfile') }).click();
  const panel = page.getByRole('dialog', { name: text(language, 'creditor.profile.viewTitle') });
  return panel.getByRole('region', { name: text(language, 'creditor.representatives.title') });
}

/** Switches the page to Swedish for `check`, then back to English (the header's language buttons). */
export async function inSwedish(page: Page, check: () => Promise<void>) {
  await page.getByRole('button', { name: 'Svenska' }).click();
  // No `finally`: when a check fails, its own error is the one to see, not a click blocked by an open dialog.
  await check();
  await page.getByRole('button', { name: 'English' }).click();
}
