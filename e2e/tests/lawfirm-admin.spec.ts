import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, expect, signIn, test } from '../support/fixtures';

/**
 * Firm administration on the real server: S creates a firm with logo and colour; its administrator sees them, adds a
 * user and adds, edits and deletes cases; the user finds no way to change cases or manage users; the
 * active tab survives a reload. Everything here is created with unique names, so demo data stays as is.
 */

const run = Date.now().toString(36);
const firmName = `Journey Advokater ${run}`;
const adminEmail = `journey-admin-${run}@firm.test`;
const userEmail = `journey-user-${run}@firm.test`;
const PASSWORD = 'Journey-Byra-21';
const COLOR = '#2A6F4E';
/** A real 1×1 PNG (the server checks the magic bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const sidebar = (page: Page) => page.locator('aside');

async function fillCase(page: Page, debtor: string, knr: string) {
  const dialog = page.getByRole('dialog', { name: 'Add case' });
  await dialog.getByLabel(/^Debtor name/).fill(debtor);
  await dialog.getByLabel(/^Organisation number/).fill('556677-0000');
  await dialog.getByLabel(/^K-number/).fill(knr);
  await dialog.getByLabel(/^Status/).selectOption({ label: 'Phase 2' });
  await dialog.getByLabel(/^Court/).fill('Uppsala tingsrätt');
  await dialog.getByRole('button', { name: 'Save' }).click();
}

test('S creates a firm; its administrator and user work as their roles allow', async ({ browser, page }) => {
  test.setTimeout(180_000);

  // S: a new firm with logo and colour.
  await signIn(page, demo.admin);
  await sidebar(page).getByRole('button', { name: 'Add law firm' }).click();
  const form = page.getByRole('dialog', { name: 'Add law firm' });
  await form.getByLabel(/^Firm name/).fill(firmName);
  await form.getByLabel(/^Offices/).fill('Uppsala; Västerås');
  await form.getByLabel(/^Contact name/).fill('Journey Admin');
  await form.getByLabel(/^Contact email/).fill(adminEmail);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(PASSWORD);
  await form.getByLabel(/^Website URL/).fill(`journey-${run}.se`);
  await form.getByLabel(/^Colour/).fill(COLOR);
  await form.getByLabel(/^Logo/).setInputFiles({ name: 'journey.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Lawfirm created successfully')).toBeVisible();
  await sidebar(page).getByRole('searchbox').fill(run);
  await sidebar(page).getByRole('button', { name: firmName }).click();
  await expect(page.getByRole('heading', { name: firmName })).toBeVisible();
  await expect(page.getByRole('link', { name: `journey-${run}.se` })).toHaveAttribute(
    'href',
    `https://journey-${run}.se`,
  );

  // A: the firm's colour in the header, its logo in the sidebar.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, adminEmail, { password: PASSWORD });
  await expect(admin.locator('header').first()).toHaveCSS('background-color', 'rgb(42, 111, 78)');
  const logo = sidebar(admin).getByRole('img', { name: `Logo of ${firmName}` });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /^data:image\/png/);
  expect(
    await admin.evaluate(() => Object.keys(localStorage).some((key) => /^lf_logo_\d+_data$/.test(key))),
  ).toBe(true);

  // A adds a user through User Management in the header menu.
  await admin.getByRole('button', { name: new RegExp(firmName) }).click();
  await admin.getByRole('menuitem', { name: 'User Management' }).click();
  const management = admin.getByRole('dialog', { name: 'User Management' });
  await expect(management.getByText(adminEmail)).toBeVisible();
  await management.getByRole('button', { name: 'Add User' }).click();
  const userForm = admin.getByRole('dialog', { name: 'Add user' });
  await userForm.getByLabel(/^Email/).fill(userEmail);
  await userForm.getByLabel(/^Password/).fill(PASSWORD);
  await userForm.getByLabel(/^Confirm password/).fill(PASSWORD);
  await userForm.getByLabel(/^Offices/).click();
  await admin.getByRole('option', { name: 'Västerås' }).click();
  await userForm.getByLabel(/^Email/).click();
  await userForm.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'User created successfully')).toBeVisible();
  await expect(management.getByText(userEmail)).toBeVisible();
  await management.getByRole('button', { name: 'Close' }).click();

  // A adds two cases, edits one and deletes the other.
  await expect(sidebar(admin).getByText('No cases yet')).toBeVisible();
  await sidebar(admin).getByRole('button', { name: 'Add case' }).click();
  await fillCase(admin, `Kvarnen ${run} AB`, 'K 100-26');
  await expect(toast(admin, 'Case created successfully')).toBeVisible();
  await expect(admin.getByRole('heading', { name: new RegExp(`Kvarnen ${run} AB`) })).toBeVisible();
  await sidebar(admin).getByRole('button', { name: 'Add case' }).click();
  await fillCase(admin, `Tillfälligt ${run} AB`, 'K 101-26');
  await expect(admin.getByRole('heading', { name: new RegExp(`Tillfälligt ${run} AB`) })).toBeVisible();

  await admin.getByRole('button', { name: 'Delete case' }).click();
  const confirm = admin.getByRole('dialog', { name: `Delete Tillfälligt ${run} AB?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(admin, 'Case deleted successfully')).toBeVisible();
  await expect(sidebar(admin).getByRole('button', { name: new RegExp(`Tillfälligt ${run}`) })).toHaveCount(0);

  await expect(admin.getByRole('heading', { name: new RegExp(`Kvarnen ${run} AB`) })).toBeVisible();
  await admin.getByRole('button', { name: 'Edit case' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit Case' });
  await edit.getByLabel(/^Debtor name/).fill(`Kvarnen ${run} i konkurs AB`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'Case updated successfully')).toBeVisible();
  await expect(admin.getByRole('heading', { name: new RegExp(`Kvarnen ${run} i konkurs AB`) })).toBeVisible();
  await admin.getByRole('button', { name: 'Show more information' }).click();
  await expect(admin.getByText('Uppsala tingsrätt')).toBeVisible();

  // The active tab lives in the URL hash and survives a reload.
  await admin.getByRole('tab', { name: 'Documents' }).click();
  await expect(admin).toHaveURL(/#documents$/);
  await admin.reload();
  await expect(admin.getByRole('tab', { name: 'Documents', selected: true })).toBeVisible();
  await expect(admin.getByRole('heading', { name: new RegExp(`Kvarnen ${run} i konkurs AB`) })).toBeVisible();
  await adminContext.close();

  // U: sees the case, but no way to add, edit or delete it, nor to manage users.
  const userContext = await browser.newContext();
  const staff = await userContext.newPage();
  await signIn(staff, userEmail, { password: PASSWORD });
  await expect(staff.getByRole('heading', { name: new RegExp(`Kvarnen ${run} i konkurs AB`) })).toBeVisible();
  await expect(staff.locator('header').first()).toHaveCSS('background-color', 'rgb(42, 111, 78)');
  await expect(sidebar(staff).getByRole('button', { name: 'Add case' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Edit case' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Delete case' })).toHaveCount(0);
  await expect(sidebar(staff).getByRole('button', { name: 'My law firm' })).toHaveCount(0);
  await staff.getByRole('button', { name: new RegExp(firmName) }).click();
  await expect(staff.getByRole('menuitem', { name: 'Sign Out', exact: true })).toBeVisible();
  await expect(staff.getByRole('menuitem', { name: 'User Management' })).toHaveCount(0);
  await userContext.close();
});

test('the demo firm user sees cases without add, edit or delete', async ({ page }) => {
  await signIn(page, demo.firmUser, { password: DEMO_PASSWORD });
  await expect(sidebar(page).getByRole('heading', { name: 'Our cases' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more information' })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Add case' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit case' })).toHaveCount(0);
});
