import type { Page } from '@playwright/test';
import { readOutbox } from '../../server/src/mail';
import { expect, signIn, test } from '../support/fixtures';

/**
 * Issue 7 on the real server: a creditor and a debt collector sign up (their own fresh accounts, so the demo
 * data other journeys read stays as it is), verify their e-mail with the mailed code, follow cases, keep
 * their profile and, for the debt collector, choose the creditors it acts for.
 */

const PASSWORD = 'Journey123!';
const FOLLOWED = ['Fjällbygg i Åre AB', 'Kaffekompaniet Södermalm AB'] as const;
const run = Date.now().toString(36);
const creditor = {
  name: `Journey Creditor ${run}`,
  email: `creditor-${run}@journey.test`,
  org: '556000-1111',
};
const collector = {
  name: `Journey Inkasso ${run}`,
  email: `collector-${run}@journey.test`,
  org: '556000-2222',
};

async function codeFor(dataDir: string, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readOutbox(dataDir)
          .filter((item) => item.to.includes(email))
          .at(-1);
        code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}

async function signUp(
  page: Page,
  dataDir: string,
  who: { name: string; email: string; org: string },
  role: 'Creditor' | 'Debt collector',
) {
  await page.goto('/creditors-portal-signup');
  await page.getByLabel('Your name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
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

  const code = await codeFor(dataDir, who.email);
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your email is verified. You can now sign in.')).toBeVisible();
}

const sidebar = (page: Page) => page.getByRole('complementary');

test.describe
  .serial('creditor journey', () => {
    test('a creditor signs up with the mailed code and follows two cases', async ({ page, portal }) => {
      await signUp(page, portal.dataDir, creditor, 'Creditor');
      await signIn(page, creditor.email, { creditor: true, password: PASSWORD });
      await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
      await expect(sidebar(page).getByText('No cases yet')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No case selected' })).toBeVisible();

      await sidebar(page).getByRole('button', { name: 'Select case' }).click();
      await expect(page).toHaveURL(/\/dashboard\/select-case$/);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please select at least one case.' }),
      ).toBeVisible();

      const search = page.getByRole('searchbox', { name: /Search by debtor name/ });
      for (const debtor of FOLLOWED) {
        await search.fill(debtor.split(' ')[0] as string);
        await page.getByRole('checkbox', { name: debtor }).check();
      }
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(search).toHaveValue('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Cases selected successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);

      for (const debtor of FOLLOWED)
        await expect(sidebar(page).getByRole('button', { name: debtor })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /Fjällbygg i Åre AB/ })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText(['Messages', 'Documents', 'Invoices']);

      await sidebar(page)
        .getByRole('button', { name: /Kaffekompaniet/ })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: /Kaffekompaniet Södermalm AB/ }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Show more information' }).click();
      await expect(page.getByText('Stockholms tingsrätt')).toBeVisible();

      // Coming back, the followed cases come first and are ticked.
      await sidebar(page).getByRole('button', { name: 'Select case' }).click();
      await expect(page.getByRole('checkbox', { name: FOLLOWED[0] })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: FOLLOWED[1] })).toBeChecked();
    });

    test('the creditor edits the profile and changes the password', async ({ page }) => {
      await signIn(page, creditor.email, { creditor: true, password: PASSWORD });
      await page.getByRole('button', { name: new RegExp(creditor.email) }).click();
      await page.getByRole('menuitem', { name: 'View Profile' }).click();
      const panel = page.getByRole('dialog', { name: 'My profile' });
      await expect(panel.getByText(creditor.name).first()).toBeVisible();

      await panel.getByRole('button', { name: 'Edit Profile' }).click();
      const editPanel = page.getByRole('dialog', { name: 'Edit profile' });
      await editPanel.getByLabel('Town').fill('Västerås');
      await editPanel.getByRole('button', { name: 'Change password' }).click();
      const passwordDialog = page.getByRole('dialog', { name: 'Change password' });
      await passwordDialog.getByLabel('Current password').fill(PASSWORD);
      await passwordDialog.getByLabel('New password').fill(`${PASSWORD}2`);
      await passwordDialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'My profile' }).getByText('Västerås')).toBeVisible();

      await page.getByRole('dialog', { name: 'My profile' }).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/creditors-portal$/);
      await signIn(page, creditor.email, { creditor: true, password: `${PASSWORD}2` });
      await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
    });

    test('a debt collector picks two creditors to act for', async ({ page, portal }) => {
      await signUp(page, portal.dataDir, collector, 'Debt collector');
      await signIn(page, collector.email, { creditor: true, password: PASSWORD });
      await sidebar(page).getByRole('button', { name: 'Select creditor' }).click();
      await expect(page).toHaveURL(/\/dashboard\/add-creditor$/);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please select at least one creditor.' }),
      ).toBeVisible();

      const search = page.getByRole('searchbox', { name: /Search by creditor name/ });
      await search.fill(creditor.name);
      await page.getByRole('checkbox', { name: creditor.name }).check();
      await search.fill('Leverantören');
      await page.getByRole('checkbox', { name: 'Leverantören AB' }).check();
      await search.fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Debt collector mapped successfully')).toBeVisible();

      await sidebar(page).getByRole('button', { name: 'Select creditor' }).click();
      await expect(page.getByRole('checkbox', { name: creditor.name })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Leverantören AB' })).toBeChecked();
    });
  });
