import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { Workbook } from 'exceljs';
import { pageText } from 'server/testing/pdf-text';
import { pdfBytes } from '../support/api';
import { newFirmCase } from '../support/firm';
import { demo, expect, signIn, test } from '../support/fixtures';
import { creditorListCsv, invitationLink } from '../support/invitations';
import { signUpInBrowser } from '../support/sign-up';

/**
 * The claims procedure end to end on the real `npm start`: the firm's administrator sets a claims deadline that has
 * passed, imports the debtor's creditor list and invites; the invited creditor signs up from the mailed
 * link, verifies, follows the case by itself and files a claim with an attachment, marked Late; it gets
 * claim no. N and downloads receipt no. N; the firm approves part of it with a reason; the creditor reads
 * the decision; the claims register (XLSX) shows the approved amount. A fresh case: demo data untouched.
 */

const run = `j${Date.now().toString(36)}`;
const debtor = `Bevakningsprov ${run} AB`;
const knr = `K ${run}-26`;
const creditor = {
  name: `Inbjuden Leverantör ${run} AB`,
  email: `journey-${run}@journey.test`,
  org: '556016-0680',
};
const PASSWORD = 'Claims123!';
const attachment = `Faktura ${run}.pdf`;
const reason = `Fakturans fraktpost medges inte (${run}).`;

/** Yesterday in Swedish time, "2026-03-19": a claims deadline that has passed. */
const yesterday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(Date.now() - 86_400_000),
  );

const sidebar = (page: Page) => page.getByRole('complementary');
const panel = (page: Page) => page.getByRole('tabpanel');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The claims register's row of claim no. `n` on its claims sheet, as the firm downloaded it. */
async function registerRow(file: Buffer, n: number) {
  const book = new Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Claims register');
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows.find((values) => values[0] === n);
}

test('claims procedure: invited from the list, a late claim no. N with its receipt, a partial approval in the register', async ({
  browser,
  page,
  portal,
}) => {
  test.setTimeout(240_000);
  const caseId = await newFirmCase(portal.apiURL, debtor, knr);
  const deadline = yesterday();

  // A: the claims deadline has passed; the creditor list of the debtor's books is checked and invited.
  const firmContext = await browser.newContext();
  const firm = await firmContext.newPage();
  await signIn(firm, demo.firmAdmin);
  await firm.goto(`/dashboard?case=${caseId}#creditors`);
  await expect(firm.getByText(debtor).first()).toBeVisible();
  await firm.getByRole('button', { name: 'Edit case' }).click();
  const edit = firm.getByRole('dialog', { name: 'Edit Case' });
  await edit.getByLabel('Claims deadline').fill(deadline);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(firm, 'Case updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();

  await firm.getByRole('button', { name: 'Invite creditors' }).click();
  const invite = firm.getByRole('dialog', { name: "Invite the debtor's creditors" });
  await invite.getByLabel('Creditor list').setInputFiles({
    name: 'borgenarer.csv',
    mimeType: 'text/csv',
    buffer: creditorListCsv([
      [creditor.name, creditor.org, creditor.email, '5 000,00'],
      [`Dubblett ${run} AB`, creditor.org, creditor.email, ''],
    ]),
  });
  await invite.getByRole('button', { name: 'Check the list' }).click();
  await expect(invite.getByText('1 ready to invite, 1 with problems (they are skipped)')).toBeVisible();
  await invite.getByRole('button', { name: 'Send 1 invitation' }).click();
  await expect(toast(firm, '1 invitation sent')).toBeVisible();
  const invitations = firm.getByRole('region', { name: 'Invitations' });
  const invitation = invitations.getByRole('row', { name: new RegExp(creditor.email) });
  await expect(invitation).toContainText('Invited');

  // The creditor: signs up from the mailed link, verifies with the code, and follows the case by itself.
  const link = await invitationLink(portal.dataDir, creditor.email);
  await signUpInBrowser(page, portal.dataDir, creditor, 'Creditor', PASSWORD, link);
  await signIn(page, creditor.email, { creditor: true, password: PASSWORD });
  await sidebar(page)
    .getByRole('button', { name: new RegExp(debtor) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(debtor) })).toBeVisible();
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await expect(panel(page).getByText('No claims yet')).toBeVisible();

  // Files a claim with an attachment after the deadline: accepted, marked Late, numbered.
  await panel(page).getByRole('button', { name: 'New Claim' }).click();
  const claim = page.getByRole('dialog', { name: 'New claim' });
  await expect(claim.getByRole('alert')).toContainText(
    `The claims deadline was ${deadline.replace(/-/g, '/')}`,
  );
  await claim.getByLabel('Claim amount (SEK)').fill('5 000');
  await claim.getByLabel('Basis of claim').selectOption({ index: 1 });
  await claim.getByLabel('Reference').fill(`F-${run}`);
  await claim.getByLabel('File').setInputFiles({
    name: attachment,
    mimeType: 'application/pdf',
    buffer: pdfBytes(attachment),
  });
  await claim.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Invoice added successfully')).toBeVisible();
  const row = panel(page).getByRole('listitem').filter({ hasText: attachment });
  await expect(row).toContainText('Late');
  await expect(row).toContainText(/No\. \d+/);
  const n = Number((await row.textContent())?.match(/No\. (\d+)/)?.[1]);
  // The case's first claim.
  expect(n).toBe(1);

  // Receipt no. N from the claim's row: a PDF that names the case and the claim's number.
  const receiptResponse = page.waitForResponse(
    (response: Response) => response.url().includes('/api/Creditor/invoice/receipt?') && response.ok(),
  );
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Actions: ${attachment}` }).click();
  await page.getByRole('menuitem', { name: 'Download receipt' }).click();
  const served = await receiptResponse;
  expect(served.headers()['content-type']).toBe('application/pdf');
  const receipt = await downloading;
  expect(receipt.suggestedFilename()).toBe(`Receipt ${knr} no. ${n}.pdf`);
  const pdf = readFileSync(await receipt.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const receiptText = pageText(pdf);
  for (const expected of ['Receipt for a filed claim', knr, debtor, creditor.name, attachment])
    expect(receiptText).toContain(expected);
  expect(receiptText).toMatch(new RegExp(`Claim number\\n${n}\\n`));

  // A: the invitation is followed now; the claim is late, and A approves part of it with a reason.
  await firm.reload();
  await expect(invitation).toContainText('Following');
  await firm.getByRole('tab', { name: 'Invoices' }).click();
  const firmRow = panel(firm).getByRole('listitem').filter({ hasText: attachment });
  await expect(firmRow).toContainText('Late');
  await expect(firmRow).toContainText(`No. ${n}`);
  await firmRow.getByRole('button', { name: `Actions: ${attachment}` }).click();
  await firm.getByRole('menuitem', { name: 'Update status' }).click();
  const decide = firm.getByRole('dialog', { name: 'Update status' });
  await decide.getByLabel('Status').selectOption('Approved');
  await decide.getByLabel('Approved amount (SEK)').fill('3 750,50');
  await decide.getByLabel('Reason').fill(reason);
  await decide.getByRole('button', { name: 'Save' }).click();
  await expect(toast(firm, 'Invoice updated successfully')).toBeVisible();
  await expect(firmRow).toContainText('Partly approved');

  // The creditor reads the decision, the approved amount and the reason.
  await page.reload();
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await expect(row).toContainText('Partly approved');
  await expect(row).toContainText(/3\s750,50\skr of 5\s000,00\skr/);
  await expect(row).toContainText(`Reason: ${reason}`);

  // A: the claims register (XLSX) has claim no. N with its approved amount, marked late.
  const registering = firm.waitForEvent('download');
  await panel(firm).getByRole('button', { name: 'Claims register' }).click();
  await firm.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const register = await registering;
  await expect(toast(firm, 'The claims register has been downloaded')).toBeVisible();
  expect(register.suggestedFilename()).toMatch(/\.xlsx$/);
  const line = await registerRow(readFileSync(await register.path()), n);
  expect(line).toBeDefined();
  expect(line?.[1]).toBe(creditor.name);
  expect(line?.[4]).toBe(5000);
  expect(line?.[5]).toBe(3750.5);
  expect(line?.[9]).toBe('Late');
  await firmContext.close();
});
