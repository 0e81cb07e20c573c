import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { freshCreditor, freshFirm, freshFirmUser, uniqueEmail } from '../support/accounts';
import { mailedCode } from '../support/api';
import { seriousViolations } from '../support/axe';
import { clientAddress, demo, expect, signIn, test } from '../support/fixtures';
import { statusWithToken, tokenOf } from '../support/session';

/**
 * Identity on the real server: a forgotten password for firm staff and for a creditor (the code
 * read from DATA_DIR/outbox), a password changed on the account page, two-factor sign-in (TOTP and a recovery
 * code) and a firm that requires it, sign-out ending the token and sign out everywhere; the new pages pass axe
 * in both languages. Each journey uses accounts of its own.
 */

const run = Date.now().toString(36);

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function openUserMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * From a login page's "Forgot password?": the e-mail, the code mailed for the reset and a new password (axe
 * on both steps). Enter submits: the toast of the first step can leave just as a click lands.
 */
async function resetPassword(page: Page, dataDir: string, email: string, password: string) {
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Code from the e-mail')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByLabel('Code from the e-mail')
    .fill(await mailedCode(dataDir, email, /^Password reset code/));
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByLabel('Confirm new password').press('Enter');
  await expect(
    page.getByText('Your password has been changed. Sign in with the new password.'),
  ).toBeVisible();
}

test('a forgotten password: e-mail, the mailed code, a new password, then sign-in', async ({
  page,
  portal,
}) => {
  const email = await freshFirmUser(portal.apiURL, 'glomde', 'Forsta-Losen-123');
  await page.goto('/');
  await resetPassword(page, portal.dataDir, email, 'Andra-Losen-456');
  await expect(page).toHaveURL(/\/$/);
  await signInAs(page, email, 'Andra-Losen-456');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
});

test('the forgotten-password page in Swedish, from the creditor login', async ({ page }) => {
  await page.goto('/creditors-portal');
  await page.getByRole('button', { name: 'Svenska' }).click();
  await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glömt lösenordet?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('E-post').fill(`ingen-${run}@nowhere.se`);
  await page.getByRole('button', { name: 'Skicka kod' }).click();
  await expect(page.getByLabel('Kod från mejlet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).click();
  await expect(page).toHaveURL(/\/creditors-portal$/);
});

test('two-factor sign-in: turned on from the account page, then a TOTP code and a recovery code', async ({
  page,
  portal,
}) => {
  const email = await freshFirmUser(portal.apiURL, 'tvasteg', 'Tva-steg-1');
  await signInAs(page, email, 'Tva-steg-1');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  await openUserMenuItem(page, 'Account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const secret = (await page.getByTestId('totp-key').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(await generate({ secret }));
  // The password too: a session alone may not turn it on (every other session ends).
  await page
    .getByRole('region', { name: 'Two-factor sign-in' })
    .getByLabel('Current password')
    .fill('Tva-steg-1');
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? '';
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved the codes' }).click();
  await expect(page.getByText('Two-factor sign-in is on. Recovery codes left: 10.')).toBeVisible();
  await openUserMenuItem(page, 'Sign Out');

  // With the next 30-second step's code: the current one was spent turning it on.
  await signInAs(page, email, 'Tva-steg-1');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(page.getByRole('heading', { name: 'Tvåstegsverifiering' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel('Code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  await openUserMenuItem(page, 'Sign Out');

  await signInAs(page, email, 'Tva-steg-1');
  await page.getByLabel('Code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  await openUserMenuItem(page, 'Account');
  await expect(page.getByText('Two-factor sign-in is on. Recovery codes left: 9.')).toBeVisible();
  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ditt konto' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

async function signedInPage(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const page = await context.newPage();
  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  return page;
}

test('Sign Out ends the token on the server; Sign out everywhere ends every session', async ({
  page,
  portal,
  browser,
}) => {
  const email = await freshFirmUser(portal.apiURL, 'overallt', 'Overallt-Ute-1');
  await signInAs(page, email, 'Overallt-Ute-1');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  const first = await tokenOf(page);
  expect(await statusWithToken(page, first)).toBe(200);
  await openUserMenuItem(page, 'Sign Out');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => statusWithToken(page, first)).toBe(401);

  const elsewhere = await signedInPage(browser, portal.baseURL, email, 'Overallt-Ute-1');
  const other = await tokenOf(elsewhere);
  await signInAs(page, email, 'Overallt-Ute-1');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  const mine = await tokenOf(page);
  await openUserMenuItem(page, 'Sign out everywhere');
  await expect(page).toHaveURL(/\/$/);
  expect(await statusWithToken(page, mine)).toBe(401);
  expect(await statusWithToken(page, other)).toBe(401);
  await elsewhere.context().close();
});

test('a creditor’s forgotten password: from the creditor login, the mailed code, then sign-in', async ({
  page,
  portal,
}) => {
  const email = await freshCreditor(portal.apiURL, portal.dataDir, 'Glomsk Borgenar', 'Forst-Glomt-1');
  await page.goto('/creditors-portal');
  await resetPassword(page, portal.dataDir, email, 'Andra-Glomt-2');
  await expect(page).toHaveURL(/\/creditors-portal$/);
  await signIn(page, email, { creditor: true, password: 'Andra-Glomt-2' });
  await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
});

test('a password changed on the account page: the old password fails, the old tokens are refused', async ({
  page,
  portal,
  browser,
}) => {
  const email = await freshFirmUser(portal.apiURL, 'byte', 'Gammalt-Losen-1');
  const elsewhere = await signedInPage(browser, portal.baseURL, email, 'Gammalt-Losen-1');
  const other = await tokenOf(elsewhere);
  await signInAs(page, email, 'Gammalt-Losen-1');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  const before = await tokenOf(page);
  await openUserMenuItem(page, 'Account');
  await page
    .getByRole('region', { name: 'Change password' })
    .getByLabel('Current password')
    .fill('Gammalt-Losen-1');
  await page.getByLabel('New password', { exact: true }).fill('Nytt-Losen-2');
  await page.getByLabel('Confirm new password').fill('Nytt-Losen-2');
  const changed = page.waitForResponse('**/api/Auth/changePassword');
  // Enter submits. A click on the button straight after typing here is lost (the field's blur comes first;
  // a second click, or one after Tab, submits): a fault of the account page's form, reported, not fixed here.
  await page.getByLabel('Confirm new password').press('Enter');
  expect((await changed).status()).toBe(200);
  await expect(
    page.getByText('Your password has been changed. Your other sessions have been signed out.'),
  ).toBeVisible();
  expect(await statusWithToken(page, other)).toBe(401);
  expect(await statusWithToken(page, before)).toBe(401);
  // This session carries on with the fresh token the change answered with.
  expect(await statusWithToken(page, await tokenOf(page))).toBe(200);
  await elsewhere.context().close();

  await openUserMenuItem(page, 'Sign Out');
  await signInAs(page, email, 'Gammalt-Losen-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await signInAs(page, email, 'Nytt-Losen-2');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
});

test('S requires two-factor sign-in for a firm: its staff are taken to the account page to set it up', async ({
  page,
  portal,
}) => {
  const firmName = `Tvastegs Advokater ${run}`;
  const admin = { email: uniqueEmail('tvastegs-admin', 'firm.test'), password: 'Byra-Admin-1' };
  await freshFirm(portal.apiURL, firmName, admin);
  const staff = await freshFirmUser(portal.apiURL, 'tvastegs-personal', 'Personal-Rum-1', admin);

  await signIn(page, demo.admin);
  await page.locator('aside').getByRole('searchbox').fill(run);
  await page.locator('aside').getByRole('button', { name: firmName }).click();
  await expect(page.getByRole('heading', { name: firmName })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit law firm' });
  await form.getByLabel('Require two-factor sign-in for all staff').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await openUserMenuItem(page, 'Sign Out');

  await signInAs(page, staff, 'Personal-Rum-1');
  await expect(page).toHaveURL(/\/dashboard\/account$/, { timeout: 15_000 });
  await expect(
    page.getByText('Your law firm requires two-factor sign-in. Set it up to continue.'),
  ).toBeVisible();
  // Every other page leads back here until it is set up.
  await page.goto('/dashboard/about');
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
});

test('a new e-mail address on the account page counts once the code mailed to it is entered (390 px, both languages)', async ({
  page,
  portal,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await freshFirmUser(portal.apiURL, 'adressbyte', 'Adress-Byte-42');
  const next = uniqueEmail('adressbyte-ny', 'staff.test');
  await signInAs(page, email, 'Adress-Byte-42');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  await openUserMenuItem(page, 'Account');
  const section = page.getByRole('region', { name: 'E-mail address' });
  await section.getByLabel('New e-mail address').fill(next);
  await section.getByLabel('Current password').fill('Adress-Byte-42');
  await section.getByLabel('Current password').press('Enter');
  await expect(section.getByRole('status')).toContainText(next);
  expect(await seriousViolations(page)).toEqual([]);
  // The old address still signs in; the new one does not, until the code is entered.
  await page.getByRole('button', { name: 'Svenska' }).click();
  const sv = page.getByRole('region', { name: 'E-postadress' });
  await expect(sv.getByRole('status')).toContainText('börjar gälla när du anger koden');
  expect(await seriousViolations(page)).toEqual([]);
  await sv.getByLabel('Kod från den nya adressen').fill(await mailedCode(portal.dataDir, next));
  await sv.getByLabel('Kod från den nya adressen').press('Enter');
  await expect(page.getByText('Din e-postadress har ändrats')).toBeVisible();
  await expect(page.getByText(next, { exact: true })).toBeVisible();
});
