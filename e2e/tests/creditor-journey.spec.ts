import type { Page } from '@playwright/test';
import { firmMessagesCreditor } from '../support/firm';
import { demo, expect, signIn, test } from '../support/fixtures';
import { CREDITOR_SIDE_CALL, statusWithToken, tokenOf } from '../support/session';
import { type NewCreditor, openRepresentatives, requestCreditor, signUpInBrowser } from '../support/sign-up';

/**
 * The creditor's journey on the real server: a creditor and a debt collector sign up (their own fresh accounts, so the demo
 * data other journeys read stays as it is), verify their e-mail with the mailed code, follow cases, keep
 * their profile and, for the debt collector, ask creditors to act for them; the creditor approves.
 */

const PASSWORD = 'Journey123!';
/** The creditor's password after the profile test changes it. */
const NEW_PASSWORD = `${PASSWORD}2`;
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

const signUp = (page: Page, dataDir: string, who: NewCreditor, role: 'Creditor' | 'Debt collector') =>
  signUpInBrowser(page, dataDir, who, role, PASSWORD);

const sidebar = (page: Page) => page.getByRole('complementary');
const CLAIM_FILE = `claim-${run}.pdf`;
const COLLECTOR_FILE = `collector-claim-${run}.pdf`;
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The case view of a followed case, on one of its tabs. */
async function openCaseTab(page: Page, debtor: string, tab: 'Messages' | 'Documents' | 'Invoices') {
  await sidebar(page)
    .getByRole('button', { name: new RegExp(debtor) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(debtor) })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

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
      await expect(page.getByRole('tab')).toHaveText(['Messages', 'Documents', 'Invoices', 'Dividends']);

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

    test('the creditor reads a published document and answers the firm', async ({ page, portal }) => {
      const question = `Välkommen ${run}: bevaka er fordran senast den 30 juni.`;
      await firmMessagesCreditor(portal.apiURL, FOLLOWED[0], creditor.email, question);
      await signIn(page, creditor.email, { creditor: true, password: PASSWORD });

      await openCaseTab(page, FOLLOWED[0], 'Documents');
      await expect(page.getByText('Förvaltarberättelse (utkast).pdf')).toHaveCount(0);
      await page.getByRole('button', { name: 'Actions: Bouppteckning.pdf' }).click();
      await page.getByRole('menuitem', { name: 'View details' }).click();
      const details = page.getByRole('dialog', { name: 'Document details' });
      await expect(details.getByText('Bouppteckning.pdf').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Actions: Bouppteckning.pdf' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: 'Download' }).click();
      expect((await download).suggestedFilename()).toBe('Bouppteckning.pdf');
      await expect(page.getByText('Document downloaded successfully')).toBeVisible();

      await page.getByRole('tab', { name: 'Messages' }).click();
      await expect(page.getByText(question)).toBeVisible();
      await page
        .getByRole('listitem')
        .filter({ hasText: question })
        .getByRole('button', { name: /^Actions:/ })
        .click();
      await page.getByRole('menuitem', { name: 'View details' }).click();
      await expect(page.getByRole('dialog').getByText(question)).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'New Message' }).click();
      const reply = `Tack! Vår fordran kommer inom kort (${run}).`;
      await page.getByRole('dialog', { name: 'New message' }).getByLabel('Message').fill(reply);
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Message sent successfully')).toBeVisible();
      // The closing dialog may still hold the text for a moment: look for the new row itself.
      await expect(page.getByRole('listitem').filter({ hasText: reply })).toBeVisible();
    });

    test('the creditor files a claim with a PDF and edits it', async ({ page }) => {
      await signIn(page, creditor.email, { creditor: true, password: PASSWORD });
      await openCaseTab(page, FOLLOWED[0], 'Invoices');
      await page.getByRole('button', { name: 'New Claim' }).click();
      const dialog = page.getByRole('dialog', { name: 'New claim' });
      await dialog.getByLabel('Claim amount (SEK)').fill('12500,50');
      await dialog.getByLabel('Basis of claim').selectOption({ index: 1 });
      await dialog.getByLabel('Reference').fill(`F-${run}`);
      await dialog.getByLabel('Comment').fill('Levererat virke, obetald faktura.');
      await dialog
        .getByLabel('File')
        .setInputFiles({ name: CLAIM_FILE, mimeType: 'application/pdf', buffer: MINIMAL_PDF });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Invoice added successfully')).toBeVisible();
      await expect(page.getByText(CLAIM_FILE)).toBeVisible();

      await page.getByRole('button', { name: `Actions: ${CLAIM_FILE}` }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit claim' });
      await expect(edit.getByText(`Current file: ${CLAIM_FILE}`)).toBeVisible();
      await edit.getByLabel('Claim amount (SEK)').fill('13000');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Invoice updated successfully')).toBeVisible();
      await expect(page.getByText(/13[\s\u00a0]000,00/).first()).toBeVisible();
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
      await passwordDialog.getByLabel('New password').fill(NEW_PASSWORD);
      await passwordDialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'My profile' }).getByText('Västerås')).toBeVisible();

      // The profile's Logout ends the token on the server, as the user menu's Sign Out does.
      const token = await tokenOf(page);
      expect(await statusWithToken(page, token, CREDITOR_SIDE_CALL)).toBe(200);
      await page.getByRole('dialog', { name: 'My profile' }).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/creditors-portal$/);
      await expect.poll(() => statusWithToken(page, token, CREDITOR_SIDE_CALL)).toBe(401);
      await signIn(page, creditor.email, { creditor: true, password: NEW_PASSWORD });
      await expect(page.getByTestId('creditor-portal-root')).toBeVisible();
    });

    test('a debt collector asks two creditors to let it act for them', async ({ page, portal }) => {
      await signUp(page, portal.dataDir, collector, 'Debt collector');
      await signIn(page, collector.email, { creditor: true, password: PASSWORD });
      await sidebar(page).getByRole('button', { name: 'Select creditor' }).click();
      await expect(page).toHaveURL(/\/dashboard\/add-creditor$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Creditors you act for' })).toBeVisible();
      await expect(page.getByText('You have not asked any creditor yet.')).toBeVisible();

      // Found only by the exact organisation number or e-mail, never by a name.
      await page.getByLabel('Organisation number or e-mail').fill('Leverantören');
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(
        page.getByText('No creditor has exactly this organisation number or e-mail address.'),
      ).toBeVisible();
      await requestCreditor(page, creditor.org.replace('-', ''), creditor.name);
      await requestCreditor(page, 'LEVERANTOR@creditor.demo', 'Leverantören AB');

      const yours = page.getByRole('region', { name: 'Your creditors and requests' });
      for (const name of [creditor.name, 'Leverantören AB'])
        await expect(yours.getByRole('listitem').filter({ hasText: name })).toContainText(
          'Waiting for approval',
        );
    });

    test('the creditor approves the debt collector in its profile', async ({ page }) => {
      await signIn(page, creditor.email, { creditor: true, password: NEW_PASSWORD });
      const representatives = await openRepresentatives(page, creditor.email);
      const request = representatives.getByRole('listitem').filter({ hasText: collector.name });
      await expect(request).toContainText('Waiting for your answer');
      await request.getByRole('button', { name: `Approve ${collector.name}` }).click();
      await expect(page.getByText(`${collector.name} may now act for you`)).toBeVisible();
      await expect(request).toContainText('Approved');
    });

    test('the debt collector follows the case and files a claim for the creditor', async ({ page }) => {
      await signIn(page, collector.email, { creditor: true, password: PASSWORD });
      await sidebar(page).getByRole('button', { name: 'Select case' }).click();
      await page.getByRole('searchbox', { name: /Search by debtor name/ }).fill('Fjällbygg');
      await page.getByRole('checkbox', { name: FOLLOWED[0] }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Cases selected successfully')).toBeVisible();

      await openCaseTab(page, FOLLOWED[0], 'Invoices');
      await page.getByRole('button', { name: 'New Claim' }).click();
      const dialog = page.getByRole('dialog', { name: 'New claim' });
      await dialog.getByRole('radio', { name: 'Debt collector (for a creditor)' }).check();
      await dialog
        .getByLabel('Creditor', { exact: true })
        .selectOption({ label: `${creditor.name} (${creditor.org})` });
      await dialog.getByLabel('Claim amount (SEK)').fill('4200');
      await dialog.getByLabel('Basis of claim').selectOption({ index: 1 });
      await dialog.getByLabel('File').setInputFiles({
        name: COLLECTOR_FILE,
        mimeType: 'application/pdf',
        buffer: MINIMAL_PDF,
      });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Invoice added successfully')).toBeVisible();
      await expect(page.getByText(`For creditor ${creditor.name}`)).toBeVisible();
    });

    test("the firm decides the creditor's claim and sees the debt collector's name", async ({ page }) => {
      await signIn(page, demo.firmAdmin);
      await sidebar(page)
        .getByRole('button', { name: new RegExp(FOLLOWED[0]) })
        .click();
      await page.getByRole('tab', { name: /Invoices/ }).click();
      await expect(page.getByText(COLLECTOR_FILE)).toBeVisible();
      await expect(page.getByText(`By debt collector ${collector.name}`).first()).toBeVisible();

      await page.getByRole('button', { name: `Actions: ${CLAIM_FILE}` }).click();
      await page.getByRole('menuitem', { name: 'Update status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update status' });
      await dialog.getByLabel('Status').selectOption('Approved');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Invoice updated successfully')).toBeVisible();
    });

    test("the creditor sees the firm's decision and can no longer change the claim", async ({ page }) => {
      await signIn(page, creditor.email, { creditor: true, password: NEW_PASSWORD });
      await openCaseTab(page, FOLLOWED[0], 'Invoices');
      const row = page.getByRole('listitem').filter({ hasText: CLAIM_FILE });
      await expect(row.getByText('Approved')).toBeVisible();
      await row.getByRole('button', { name: `Actions: ${CLAIM_FILE}` }).click();
      await expect(page.getByRole('menuitem', { name: 'View details' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: COLLECTOR_FILE })
          .getByText(`By debt collector ${collector.name}`),
      ).toBeVisible();
    });
  });
