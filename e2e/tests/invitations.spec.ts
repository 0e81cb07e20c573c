import { type Page, request as playwrightRequest } from '@playwright/test';
import { readOutbox } from 'server/mail';
import { api, mailedCode } from '../support/api';
import { DEMO_PASSWORD, demo, expect, signIn, test } from '../support/fixtures';

/**
 * Issue 16 §5 on the real server: A uploads the debtor's creditor list as CSV, sees its check, sends the
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

async function freshCase(apiURL: string): Promise<number> {
  const context = await playwrightRequest.newContext({ baseURL: apiURL });
  const firm = await api<{ token: string; lawFirmId: number }>(context, 'post', '/api/Auth/login', {
    data: { EmalId: demo.firmAdmin, password: DEMO_PASSWORD },
  });
  const created = await api<{ caseId: number }>(context, 'post', '/api/Case/add', {
    token: firm.token,
    data: {
      debtorName: debtor,
      debtorOrgnr: '559999-0000',
      knr: `K ${run}-26`,
      status: 1,
      isAllowCreditorNotification: true,
      lawFirmId: firm.lawFirmId,
    },
  });
  await context.dispose();
  return created.caseId;
}

const csv = () =>
  Buffer.from(
    [
      '\ufeffNamn;Organisationsnummer;E-post;Belopp',
      `${invited.name};${invited.org};${invited.email};12 500,00`,
      `Fel Nummer ${run} AB;556016-0681;fel-${run}@journey.test;`,
    ].join('\r\n'),
    'utf8',
  );

/** The path and query of the sign-up link in the invitation mailed to `email`. */
async function invitationLink(dataDir: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readOutbox(dataDir).find((m) => m.to.includes(email) && /Inbjudan/.test(m.subject));
        link = mail?.text.match(/https?:\/\/\S+?(\/creditors-portal-signup\?\S+)/)?.[1];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

const sidebar = (page: Page) => page.getByRole('complementary');

test.describe
  .serial('inviting the debtor’s creditors', () => {
    test('A checks a creditor list and sends the invitations', async ({ page, portal }) => {
      caseId = await freshCase(portal.apiURL);
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
      await page.goto(link);
      await expect(page.getByLabel('Email')).toHaveValue(invited.email);
      await page.getByLabel('Your name').fill(invited.name);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByLabel('Company name').fill(invited.name);
      await page.getByLabel('Organisation number').fill(invited.org);
      await page.getByLabel('Creditor type').selectOption('Vendor');
      await page.getByRole('radio', { name: 'Creditor', exact: true }).check();
      await page.getByLabel('Street address').fill('Storgatan 1');
      await page.getByLabel('Postcode').fill('111 22');
      await page.getByLabel('Town').fill('Västerås');
      await page.getByLabel('Country').fill('Sverige');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/creditors-portal\/verify-otp/);
      const code = await mailedCode(portal.dataDir, invited.email);
      await page.getByLabel('Digit 1 of 6').click();
      await page.keyboard.type(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Your email is verified. You can now sign in.')).toBeVisible();

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
