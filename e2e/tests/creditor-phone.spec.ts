import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { firmMessagesCreditor } from '../support/firm';
import { expect, signIn, test } from '../support/fixtures';
import { type NewCreditor, signUpInBrowser } from '../support/sign-up';

/**
 * The creditor's journey on a phone (390 × 844, touch), on the real server: sign-up, the mailed
 * code, following a case, reading and answering the firm's message, filing a claim with a file. Every page and
 * dialog on the way passes axe with no serious or critical finding, and none scrolls sideways.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PASSWORD = 'Phone1234!';
const DEBTOR = 'Fjällbygg i Åre AB';
const run = Date.now().toString(36);
const creditor: NewCreditor = {
  name: `Phone Creditor ${run}`,
  email: `phone-${run}@journey.test`,
  org: '556000-3333',
};
const CLAIM_FILE = `phone-claim-${run}.pdf`;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** axe finds nothing serious or critical, and the page does not scroll sideways. */
async function expectSound(page: Page, where: string) {
  expect(await seriousViolations(page), `axe on ${where}`).toEqual([]);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** The sidebar is a drawer behind the header's menu button on a phone. */
async function openMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar).toBeVisible();
  return sidebar;
}

test.describe
  .serial('the creditor on a phone', () => {
    test('signs up with the mailed code', async ({ page, portal }) => {
      await page.goto('/creditors-portal-signup');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectSound(page, 'the sign-up page');
      await signUpInBrowser(page, portal.dataDir, creditor, 'Creditor', PASSWORD);
      await expectSound(page, 'the code page');
    });

    test('signs in and follows a case from the drawer', async ({ page }) => {
      await page.goto('/creditors-portal');
      await expect(page.getByLabel('Email')).toBeVisible();
      await expectSound(page, 'the creditor login');
      await signIn(page, creditor.email, { creditor: true, password: PASSWORD });
      await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
      // The sidebar waits behind the menu button; the page itself fits the phone.
      await expect(page.getByRole('complementary')).toBeHidden();
      await expectSound(page, 'the empty dashboard');

      const sidebar = await openMenu(page);
      await expect(sidebar.getByText('No cases yet')).toBeVisible();
      await expectSound(page, 'the open drawer');
      await sidebar.getByRole('button', { name: 'Select case' }).click();
      await expect(page).toHaveURL(/\/dashboard\/select-case$/);
      await expect(page.getByRole('complementary')).toBeHidden();
      await expectSound(page, 'case selection');
      await page.getByRole('searchbox', { name: /Search by debtor name/ }).fill('Fjällbygg');
      await page.getByRole('checkbox', { name: DEBTOR }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Cases selected successfully')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(DEBTOR) })).toBeVisible();
      await expectSound(page, 'the case view');
    });

    test('reads the firm’s message and answers it', async ({ page, portal }) => {
      const question = `Hej ${run}: skicka in er fordran senast den 30 juni.`;
      await firmMessagesCreditor(portal.apiURL, DEBTOR, creditor.email, question);
      await signIn(page, creditor.email, { creditor: true, password: PASSWORD });
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(DEBTOR) })).toBeVisible();
      await page.getByRole('tab', { name: /^Messages/ }).click();
      const row = page.getByRole('listitem').filter({ hasText: question });
      await expect(row).toBeVisible();
      await expectSound(page, 'the messages tab');

      await row.getByRole('button', { name: /^Actions:/ }).click();
      await page.getByRole('menuitem', { name: 'View details' }).click();
      const details = page.getByRole('dialog');
      await expect(details.getByText(question)).toBeVisible();
      await expectSound(page, 'the message');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('button', { name: 'New Message' }).click();
      const write = page.getByRole('dialog', { name: 'New message' });
      await expect(write).toBeVisible();
      await expectSound(page, 'the new message dialog');
      const reply = `Tack, den kommer i veckan (${run}).`;
      await write.getByLabel('Message').fill(reply);
      await write.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Message sent successfully')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
    });

    test('files a claim with a PDF', async ({ page }) => {
      await signIn(page, creditor.email, { creditor: true, password: PASSWORD });
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(DEBTOR) })).toBeVisible();
      await page.getByRole('tab', { name: /^Invoices/ }).click();
      await expectSound(page, 'the claims tab');
      await page.getByRole('button', { name: 'New Claim' }).click();
      const dialog = page.getByRole('dialog', { name: 'New claim' });
      await expect(dialog).toBeVisible();
      await expectSound(page, 'the new claim dialog');
      await dialog.getByLabel('Claim amount (SEK)').fill('8400');
      await dialog.getByLabel('Basis of claim').selectOption({ index: 1 });
      await dialog.getByLabel('Reference').fill(`P-${run}`);
      await dialog
        .getByLabel('File')
        .setInputFiles({ name: CLAIM_FILE, mimeType: 'application/pdf', buffer: PDF });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Invoice added successfully')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: CLAIM_FILE })).toBeVisible();
      await expectSound(page, 'the claims tab with the new claim');
    });
  });
