import type { Page } from '@playwright/test';
import { newFirmCase } from '../support/firm';
import { demo, expect, signIn, test } from '../support/fixtures';
import { creditorListCsv, invitationLink } from '../support/invitations';
import { signUpInBrowser } from '../support/sign-up';

/**
 * Invitations on the real server: A uploads the debtor's creditor list as CSV, sees its check, sends the
 * invitations; the invited creditor opens the link of the mail, signs up with the e-mail filled in,
 * verifies it and finds the case among its cases. A fresh case, so the demo data stays as it is.
 */

const run = Date.now().toString(36);
const debtor = `Inbjudningsprov ${run} AB`;
const invited = {
  name: `Inbjuden Borgenär ${run} AB`,
  email: `invited-${run}@journey.test`,
  org: '556016-0680',
};
const PASSWORD = 'Invite123!';

let caseId = 0;

const csv = () =>
  creditorListCsv([
    [invited.name, invited.org, invited.email, '12 500,00'],
    [`Fel Nummer ${run} AB`, '556016-0681', `fel-${run}@journey.test`, ''],
  ]);

const sidebar = (page: Page) => page.getByRole('complementary');

test.describe
  .serial('inviting the debtor’s creditors', () => {
    test('A checks a creditor list and sends the invitations', async ({ page, portal }) => {
      caseId = await newFirmCase(portal.apiURL, debtor, `K ${run}-26`);
      await signIn(page, demo.firmAdmin);
      await page.goto(`/dashboard?case=${caseId}#creditors`);
      await expect(page.getByText(debtor).first()).toBeVisible();
      await page.getByRole('button', { name: 'Invite creditors' }).click();
      const dialog = page.getByRole('dialog', { name: "Invite the debtor's creditors" });
      await dialog.getByLabel('Creditor list').setInputFiles({
        name: 'borgenarer.csv',
        mimeType: 'text/csv',
        buffer: csv(),
      });
      await dialog.getByRole('button', { name: 'Check the list' }).click();
      await expect(dialog.getByText('1 ready to invite, 1 with problems (they are skipped)')).toBeVisible();
      await expect(dialog.getByRole('row', { name: /Fel Nummer/ })).toContainText('Invalid org. number');
      await dialog.getByRole('button', { name: 'Send 1 invitation' }).click();
      await expect(page.getByText('1 invitation sent').first()).toBeVisible();
      const invitations = page.getByRole('region', { name: 'Invitations' });
      await expect(invitations.getByRole('row', { name: new RegExp(invited.email) })).toContainText(
        'Invited',
      );
    });

    test('the invited creditor signs up from the mailed link, verifies and sees the case', async ({
      page,
      portal,
    }) => {
      const link = await invitationLink(portal.dataDir, invited.email);
      await signUpInBrowser(page, portal.dataDir, invited, 'Creditor', PASSWORD, link);

      await signIn(page, invited.email, { creditor: true, password: PASSWORD });
      await expect(sidebar(page).getByRole('button', { name: new RegExp(debtor) })).toBeVisible();
    });

    test('A sees the invitation as following', async ({ page }) => {
      await signIn(page, demo.firmAdmin);
      await page.goto(`/dashboard?case=${caseId}#creditors`);
      const invitations = page.getByRole('region', { name: 'Invitations' });
      await expect(invitations.getByRole('row', { name: new RegExp(invited.email) })).toContainText(
        'Following',
      );
    });
  });
