import { readFileSync } from 'node:fs';
import { type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { api, mailedCode, pdfBytes } from '../support/api';
import { addFirmCase } from '../support/firm';
import { demo, expect, signIn, test } from '../support/fixtures';

/**
 * The case tabs on the real server: the firm's messages, documents and claims tabs for A and for U.
 * Everything mutated is created here (a fresh case, two freshly signed-up creditors following only it,
 * their claims), so the demo data other journeys read stays as it is.
 */

const run = Date.now().toString(36);
const PASSWORD = 'Tabs1234!';
const debtor = `Flikprov ${run} AB`;
const creditors = [
  { name: `Tabs Borgenär Ett ${run}`, email: `tabs-one-${run}@journey.test`, org: '556010-0001' },
  { name: `Tabs Borgenär Två ${run}`, email: `tabs-two-${run}@journey.test`, org: '556010-0002' },
] as const;

/** Chooses a creditor in a dialog's server-searched picker: types the search, clicks the option. */
async function pickCreditor(page: Page, dialog: Locator, label: string, search: string, option: string) {
  const box = dialog.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: option }).click();
}

type Setup = {
  caseId: number;
  creditorTokens: string[];
  creditorCasesIds: number[];
  claimNames: string[];
};

/** A fresh case of Nordlaw with two fresh creditors following it, each with one pending claim. */
async function prepare(apiURL: string, dataDir: string): Promise<Setup> {
  const context = await playwrightRequest.newContext({ baseURL: apiURL });
  const caseId = await addFirmCase(context, debtor, `K ${run}-26`);
  const creditorTokens: string[] = [];
  const creditorCasesIds: number[] = [];
  const claimNames: string[] = [];
  for (const [index, who] of creditors.entries()) {
    await api(context, 'post', '/api/Creditor/signup', {
      data: {
        creditorName: who.name,
        creditorEmaill: who.email,
        creditorPsw: PASSWORD,
        creditrorCompanyName: who.name,
        creditorCompanyOrgNr: who.org,
        creditorType: 'Creditor',
        isDebtCollector: false,
        creditorStreet: 'Storgatan 1',
        creditorPostNumber: '111 22',
        creditorTown: 'Stockholm',
        creditorCountry: 'Sverige',
      },
    });
    await api(context, 'post', '/api/Creditor/verifyOtp', {
      data: { email: who.email, otp: await mailedCode(dataDir, who.email), password: PASSWORD },
    });
    const session = await api<{ token: string; creditorId: number }>(context, 'post', '/api/Creditor/login', {
      data: { emalId: who.email, password: PASSWORD },
    });
    await api(context, 'post', '/api/Creditor/selectCases', {
      token: session.token,
      data: { creditorId: session.creditorId, caseList: [caseId] },
    });
    const selected = await api<{ creditorCaseList: { caseId: number; creditorCasesId: number }[] }>(
      context,
      'get',
      `/api/Creditor/getSelectedCase?creditorId=${session.creditorId}`,
      { token: session.token },
    );
    const link = selected.creditorCaseList.find((entry) => entry.caseId === caseId);
    if (!link) throw new Error('the new creditor does not follow the new case');
    const claimName = `Faktura ${index + 1} ${run}.pdf`;
    await api(context, 'post', '/api/Creditor/invoice/add', {
      token: session.token,
      multipart: {
        CaseId: String(caseId),
        CreditorId: String(session.creditorId),
        ClaimAmount: index === 0 ? '1234.50' : '800.25',
        ClaimBasis: 'SupplierInvoice',
        ClaimRefernce: `REF-${index + 1}-${run}`,
        File: { name: claimName, mimeType: 'application/pdf', buffer: pdfBytes(claimName) },
      },
    });
    creditorTokens.push(session.token);
    creditorCasesIds.push(link.creditorCasesId);
    claimNames.push(claimName);
  }
  await context.dispose();
  return { caseId, creditorTokens, creditorCasesIds, claimNames };
}

const messagesTab = (page: Page) => page.getByRole('tab', { name: /^Messages/ });
const tabPanel = (page: Page) => page.getByRole('tabpanel');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function openRowMenu(page: Page, itemName: string | RegExp, entry: string) {
  const name = typeof itemName === 'string' ? `Actions: ${itemName}` : itemName;
  await page.getByRole('button', { name }).first().click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** What A and U both do: write to all and to one, read a reply, upload/publish/download, decide a claim. */
async function tabJourney(
  page: Page,
  setup: Setup,
  apiURL: string,
  who: { label: string; status: 'Approved' | 'Paid'; claimIndex: 0 | 1; amount: RegExp },
) {
  await page.goto(`/dashboard?case=${setup.caseId}#messages`);
  await expect(page.getByText(debtor).first()).toBeVisible();
  const panel = tabPanel(page);

  // Messages: to all creditors, then to one chosen creditor.
  await panel.getByRole('button', { name: 'New Message' }).click();
  let dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByLabel('Message').fill(`Till alla från ${who.label} ${run}`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Message sent successfully')).toBeVisible();
  await expect(panel.getByText(`Till alla från ${who.label} ${run}`)).toBeVisible();

  await panel.getByRole('button', { name: 'New Message' }).click();
  dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('radio', { name: 'Chosen creditors' }).check();
  // The picker searches the server: the organisation number typed without its dash finds the creditor.
  await pickCreditor(page, dialog, 'Creditors', creditors[0].org.replace('-', ''), creditors[0].name);
  await dialog.getByLabel('Message').fill(`Bara till en från ${who.label} ${run}`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText(`Bara till en från ${who.label} ${run}`)).toBeVisible();
  await openRowMenu(page, /Actions: /, 'View details');
  const details = page.getByRole('dialog', { name: 'Message' });
  await expect(details.getByText(creditors[0].name)).toBeVisible();
  await expect(details.getByText(creditors[1].name)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A creditor replies: unread, with the badge; opening it clears the badge.
  const reply = `Svar till ${who.label} ${run}`;
  const context = await playwrightRequest.newContext({ baseURL: apiURL });
  await api(context, 'post', '/api/Creditor/notification/send', {
    token: setup.creditorTokens[1],
    data: { creditorCasesId: setup.creditorCasesIds[1], caseId: setup.caseId, notification: reply },
  });
  await context.dispose();
  await page.reload();
  await expect(messagesTab(page)).toHaveText(/Messages\s*1/);
  const replyRow = panel.getByRole('listitem').filter({ hasText: reply });
  await expect(replyRow.getByRole('img', { name: 'Unread' })).toBeVisible();
  await replyRow.getByRole('button', { name: /^Actions: / }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();
  await expect(page.getByRole('dialog', { name: 'Message' }).getByText(reply)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(messagesTab(page)).toHaveText(/^\s*Messages\s*$/);
  await expect(replyRow.getByRole('img', { name: 'Unread' })).toHaveCount(0);

  // Documents: upload a draft, publish it, download the same bytes under its name.
  await page.getByRole('tab', { name: 'Documents' }).click();
  const fileName = `Protokoll ${who.label} ${run}.pdf`;
  const bytes = pdfBytes(fileName);
  await panel.getByRole('button', { name: 'Upload Document' }).click();
  dialog = page.getByRole('dialog', { name: 'Upload document' });
  await dialog
    .getByLabel('File')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
  await dialog.getByLabel('Comment').fill('Första borgenärsmötet');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Document uploaded successfully')).toBeVisible();
  const docRow = panel.getByRole('listitem').filter({ hasText: fileName });
  await expect(docRow.getByText('Draft')).toBeVisible();
  await openRowMenu(page, fileName, 'Publish');
  await page
    .getByRole('dialog', { name: `Publish ${fileName}?` })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(docRow.getByText('Published')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await openRowMenu(page, fileName, 'Download');
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(fileName);
  expect(readFileSync(await file.path()).equals(bytes)).toBe(true);

  // Claims: the status changes, the total of that status and the chart follow at once.
  await page.getByRole('tab', { name: 'Invoices' }).click();
  const claimName = setup.claimNames[who.claimIndex]!;
  await expect(panel.getByText(claimName)).toBeVisible();
  const total = panel.getByRole('status', { name: 'Total' });
  const chart = panel.getByRole('figure', { name: 'Amount by status' });
  await expect(total).toHaveText(/2\s034,75\skr \(2 claims\)/);
  await expect(chart).toContainText(new RegExp(`${who.status}\\s*0,00\\skr`));
  await openRowMenu(page, claimName, 'Update status');
  dialog = page.getByRole('dialog', { name: 'Update status' });
  await dialog.getByLabel('Status').selectOption(who.status);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Invoice updated successfully')).toBeVisible();
  await expect(chart).toContainText(new RegExp(`${who.status}\\s*${who.amount.source}`));
  await panel.getByLabel('Status', { exact: true }).selectOption(who.status);
  await expect(total).toHaveText(new RegExp(`${who.amount.source} \\(1 claim\\)`));
  await expect(panel.getByRole('listitem')).toHaveCount(1);
}

test.describe
  .serial('case tabs of the law firm', () => {
    let setup: Setup;

    test.beforeAll(async ({ portal }) => {
      test.setTimeout(120_000);
      setup = await prepare(portal.apiURL, portal.dataDir);
    });

    test('A writes to all creditors and to one, reads a reply, publishes and downloads a document, decides a claim', async ({
      page,
      portal,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, demo.firmAdmin);
      await tabJourney(page, setup, portal.apiURL, {
        label: 'A',
        status: 'Approved',
        claimIndex: 0,
        amount: /1\s234,50\skr/,
      });
    });

    test('A registers a claim for a chosen creditor, exports the list for Excel and deletes the claim', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, demo.firmAdmin);
      await page.goto(`/dashboard?case=${setup.caseId}#claims`);
      const panel = tabPanel(page);
      await panel.getByRole('button', { name: 'Register Claim' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register claim' });
      // The dialog's code arrives when first opened: its form is wired once its creditor field is drawn.
      await expect(dialog.getByRole('combobox', { name: 'Creditor' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Please choose the creditor the claim is for.')).toBeVisible();
      await expect(dialog.getByText('Please upload a file before submitting.')).toBeVisible();
      await pickCreditor(
        page,
        dialog,
        'Creditor',
        creditors[1].name,
        `${creditors[1].name} (${creditors[1].org})`,
      );
      await dialog.getByLabel('Claim amount (SEK)').fill('99,90');
      await dialog.getByLabel('Basis of claim').selectOption({ index: 1 });
      const claimFile = `Registrerad ${run}.pdf`;
      await dialog
        .getByLabel('File')
        .setInputFiles({ name: claimFile, mimeType: 'application/pdf', buffer: pdfBytes(claimFile) });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Invoice added successfully')).toBeVisible();
      const row = panel.getByRole('listitem').filter({ hasText: claimFile });
      await expect(row).toContainText('Registered by the law firm');
      await expect(row).toContainText(creditors[1].name);

      const exporting = page.waitForEvent('download');
      await panel.getByRole('button', { name: 'Export (CSV)' }).click();
      const csv = readFileSync(await (await exporting).path());
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = csv.subarray(3).toString('utf8');
      expect(text.split('\r\n')[0]).toMatch(/^File;Status;Amount \(SEK\);Creditor;/);
      expect(text).toContain(`${claimFile};Pending;99,90;${creditors[1].name}`);
      expect(text).toContain('Total;;2134,65;');

      await openRowMenu(page, claimFile, 'Delete');
      await page
        .getByRole('dialog', { name: `Delete the claim ${claimFile}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(toast(page, 'Invoice deleted successfully')).toBeVisible();
      await expect(row).toHaveCount(0);
    });

    test('U does the same work in the tabs', async ({ page, portal }) => {
      test.setTimeout(120_000);
      await signIn(page, demo.firmUser);
      await tabJourney(page, setup, portal.apiURL, {
        label: 'U',
        status: 'Paid',
        claimIndex: 1,
        amount: /800,25\skr/,
      });
    });
  });
