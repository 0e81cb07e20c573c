import { readFileSync } from 'node:fs';
import { type Page, request as playwrightRequest } from '@playwright/test';
import { readOutbox } from 'server/mail';
import { api, mailedCode, pdfBytes } from '../support/api';
import { DEMO_PASSWORD, demo, expect, signIn, test } from '../support/fixtures';

/**
 * The creditor side of the shared case tabs on the real server: drafts stay hidden, the document
 * search filters, New Message only where the case allows creditor messages, a claim filed with a PDF and
 * edited, and no Edit once the firm has decided it. Fresh cases and a fresh creditor: demo data untouched.
 */

const run = `c${Date.now().toString(36)}`;
const PASSWORD = 'Tabs1234!';
const open = `Öppet ärende ${run} AB`;
const closed = `Tyst ärende ${run} AB`;
const who = { name: `Tabs Kreditor ${run}`, email: `tabs-creditor-${run}@journey.test`, org: '556020-0001' };
const published = `Publicerad ${run}.pdf`;
const draft = `Utkast ${run}.pdf`;
const firmText = `Välkommen till bevakningen ${run}`;

type Setup = { firmToken: string; caseId: number };

/** Two fresh cases (creditor messages allowed in one), a creditor following both, a draft and a published document, a firm message. */
async function prepare(apiURL: string, dataDir: string): Promise<Setup> {
  const context = await playwrightRequest.newContext({ baseURL: apiURL });
  const firm = await api<{ token: string; lawFirmId: number }>(context, 'post', '/api/Auth/login', {
    data: { EmalId: demo.firmAdmin, password: DEMO_PASSWORD },
  });
  const caseIds: number[] = [];
  for (const [index, debtorName] of [open, closed].entries()) {
    const created = await api<{ caseId: number }>(context, 'post', '/api/Case/add', {
      token: firm.token,
      data: {
        debtorName,
        debtorOrgnr: '559999-0001',
        knr: `K ${run}-${index}`,
        status: 1,
        isAllowCreditorNotification: index === 0,
        lawFirmId: firm.lawFirmId,
      },
    });
    caseIds.push(created.caseId);
  }
  const caseId = caseIds[0]!;
  await api(context, 'post', '/api/Creditor/signup', {
    data: {
      creditorName: who.name,
      creditorEmaill: who.email,
      creditorPsw: PASSWORD,
      creditrorCompanyName: who.name,
      creditorCompanyOrgNr: who.org,
      creditorType: 'Vendor',
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
    data: { creditorId: session.creditorId, caseList: caseIds },
  });
  for (const name of [published, draft]) {
    const uploaded = await api<{ documentId: number }>(
      context,
      'post',
      `/api/LawFirm/document/upload?SendToCasesId=${caseId}&Comment=${encodeURIComponent(`Om ${name}`)}`,
      {
        token: firm.token,
        multipart: { File: { name, mimeType: 'application/pdf', buffer: pdfBytes(name) } },
      },
    );
    if (name === published)
      await api(context, 'put', '/api/LawFirm/document/statusChange', {
        token: firm.token,
        data: { documentId: uploaded.documentId, status: 'Published' },
      });
  }
  await api(context, 'post', '/api/LawFirm/notification/send', {
    token: firm.token,
    data: { isSendToAll: true, creditorCasesIdList: [], caseId, notification: firmText },
  });
  await context.dispose();
  return { firmToken: firm.token, caseId };
}

const sidebar = (page: Page) => page.getByRole('complementary');
const panel = (page: Page) => page.getByRole('tabpanel');

async function openCase(page: Page, debtor: string, tab: 'Messages' | 'Documents' | 'Invoices') {
  await sidebar(page)
    .getByRole('button', { name: new RegExp(debtor) })
    .click();
  await expect(page.getByText(debtor).first()).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

test.describe
  .serial('case tabs of a creditor', () => {
    let setup: Setup;

    test.beforeAll(async ({ portal }) => {
      test.setTimeout(120_000);
      setup = await prepare(portal.apiURL, portal.dataDir);
    });

    test('reads the firm message and replies where allowed, and cannot write where not', async ({ page }) => {
      await signIn(page, who.email, { creditor: true, password: PASSWORD });
      await openCase(page, open, 'Messages');
      const row = panel(page).getByRole('listitem').filter({ hasText: firmText });
      await expect(row.getByRole('img', { name: 'Unread' })).toBeVisible();
      await row.getByRole('button', { name: /^Actions: / }).click();
      await page.getByRole('menuitem', { name: 'View details' }).click();
      await expect(page.getByRole('dialog', { name: 'Message' }).getByText(firmText)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(row.getByRole('img', { name: 'Unread' })).toHaveCount(0);
      await expect(panel(page).getByRole('button', { name: 'Standard Message' })).toHaveCount(0);

      await panel(page).getByRole('button', { name: 'New Message' }).click();
      const dialog = page.getByRole('dialog', { name: 'New message' });
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText('Message cannot be empty.')).toBeVisible();
      await dialog.getByLabel('Message').fill(`Tack, vi bevakar ${run}`);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Message sent successfully').first()).toBeVisible();
      await expect(panel(page).getByText(`Tack, vi bevakar ${run}`)).toBeVisible();

      await openCase(page, closed, 'Messages');
      await expect(panel(page).getByText('No messages yet')).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'New Message' })).toHaveCount(0);
    });

    test('sees published documents only, with View details and Download, and the search filters', async ({
      page,
    }) => {
      await signIn(page, who.email, { creditor: true, password: PASSWORD });
      await openCase(page, open, 'Documents');
      await expect(panel(page).getByText(published, { exact: true })).toBeVisible();
      await expect(panel(page).getByText(draft, { exact: true })).toHaveCount(0);
      await panel(page)
        .getByRole('button', { name: `Actions: ${published}` })
        .click();
      await expect(page.getByRole('menuitem')).toHaveText(['View details', 'Download']);
      await page.keyboard.press('Escape');
      await panel(page).getByRole('searchbox', { name: 'Search documents' }).fill('finns inte');
      await expect(panel(page).getByText('No results')).toBeVisible();
      await panel(page).getByRole('searchbox', { name: 'Search documents' }).fill('publicerad');
      await expect(panel(page).getByText(published, { exact: true })).toBeVisible();
    });

    test('files a claim with a PDF, edits it, and loses Edit once the firm approves it', async ({
      page,
      portal,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, who.email, { creditor: true, password: PASSWORD });
      await openCase(page, open, 'Invoices');
      await expect(panel(page).getByText('No claims yet')).toBeVisible();
      await panel(page).getByRole('button', { name: 'New Claim' }).click();
      let dialog = page.getByRole('dialog', { name: 'New claim' });
      const claimFile = `Faktura ${run}.pdf`;
      await dialog.getByLabel('Claim amount (SEK)').fill('12 500,50');
      await dialog.getByLabel('Basis of claim').selectOption({ index: 1 });
      await dialog.getByLabel('Reference').fill(`F-${run}`);
      await dialog
        .getByLabel('File')
        .setInputFiles({ name: claimFile, mimeType: 'application/pdf', buffer: pdfBytes(claimFile) });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Invoice added successfully').first()).toBeVisible();
      const row = panel(page).getByRole('listitem').filter({ hasText: claimFile });
      await expect(row).toContainText(/12\s500,50\skr/);
      await expect(row).toContainText('Pending');

      await panel(page)
        .getByRole('button', { name: `Actions: ${claimFile}` })
        .click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      dialog = page.getByRole('dialog', { name: 'Edit claim' });
      await dialog.getByLabel('Claim amount (SEK)').fill('13000');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Invoice updated successfully').first()).toBeVisible();
      await expect(row).toContainText(/13\s000,00\skr/);

      const context = await playwrightRequest.newContext({ baseURL: portal.apiURL });
      const claims = await api<{
        invoiceList: { invoiceId: number; invoiceDocumentResponse: { invoiceName: string } }[];
      }>(context, 'get', `/api/LawFirm/invoice/get?caseId=${setup.caseId}`, { token: setup.firmToken });
      const mine = claims.invoiceList.find(
        (claim) => claim.invoiceDocumentResponse.invoiceName === claimFile,
      );
      await api(context, 'put', '/api/LawFirm/invoice/update', {
        token: setup.firmToken,
        data: { invoiceId: mine?.invoiceId, invoiceStatus: 'Approved' },
      });
      await context.dispose();

      await page.reload();
      await openCase(page, open, 'Invoices');
      await expect(row).toContainText('Approved');
      await panel(page)
        .getByRole('button', { name: `Actions: ${claimFile}` })
        .click();
      await expect(page.getByRole('menuitem')).toHaveText([
        'View details',
        'Download',
        'Download receipt',
        'Progress',
      ]);
    });
    test('claims procedure: a deadline, a late claim with its number and receipt, a partial approval with its reason', async ({
      browser,
      page,
      portal,
    }) => {
      test.setTimeout(180_000);
      const yesterday = (() => {
        const date = new Date(Date.now() - 24 * 3600 * 1000);
        return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(date);
      })();
      const shown = yesterday.replace(/-/g, '/');

      // A sets the claims deadline (bevakningsdag) on the case.
      const firmContext = await browser.newContext();
      const firm = await firmContext.newPage();
      await signIn(firm, demo.firmAdmin);
      await sidebar(firm)
        .getByRole('button', { name: new RegExp(open) })
        .click();
      await firm.getByRole('button', { name: 'Edit case' }).click();
      const edit = firm.getByRole('dialog', { name: 'Edit Case' });
      await edit.getByLabel('Claims deadline').fill(yesterday);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect(firm.getByText('Case updated successfully').first()).toBeVisible();

      // The creditor sees it in the header and the claim dialog, files late, and gets number and receipt.
      await signIn(page, who.email, { creditor: true, password: PASSWORD });
      await openCase(page, open, 'Invoices');
      await expect(page.locator('.case-header').getByText(shown)).toBeVisible();
      await panel(page).getByRole('button', { name: 'New Claim' }).click();
      const dialog = page.getByRole('dialog', { name: 'New claim' });
      await expect(dialog.getByRole('alert')).toContainText(`The claims deadline was ${shown}`);
      const lateFile = `Sen ${run}.pdf`;
      await dialog.getByLabel('Claim amount (SEK)').fill('5000');
      await dialog.getByLabel('Basis of claim').selectOption({ index: 1 });
      await dialog
        .getByLabel('File')
        .setInputFiles({ name: lateFile, mimeType: 'application/pdf', buffer: pdfBytes(lateFile) });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Invoice added successfully').first()).toBeVisible();
      const row = panel(page).getByRole('listitem').filter({ hasText: lateFile });
      await expect(row).toContainText('No. 2');
      await expect(row).toContainText('Late');
      const downloading = page.waitForEvent('download');
      await panel(page)
        .getByRole('button', { name: `Actions: ${lateFile}` })
        .click();
      await page.getByRole('menuitem', { name: 'Download receipt' }).click();
      const receipt = await downloading;
      expect(receipt.suggestedFilename()).toMatch(/^Receipt K .+ no\. 2\.pdf$/);
      expect(
        readFileSync(await receipt.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await expect
        .poll(() =>
          readOutbox(portal.dataDir).some(
            (mail) =>
              mail.to.includes(who.email) && mail.attachments?.some((a) => /no\. 2\.pdf$/.test(a.filename)),
          ),
        )
        .toBe(true);

      // The firm sees it late, and approves part of it, with the reason the form asks for.
      await firm.getByRole('tab', { name: 'Invoices' }).click();
      const firmPanel = firm.getByRole('tabpanel');
      // Both claims of this case came after yesterday's deadline: none is on time.
      await firmPanel.getByLabel('Deadline').selectOption('onTime');
      await expect(firmPanel.getByText('No results')).toBeVisible();
      await firmPanel.getByLabel('Deadline').selectOption('late');
      await expect(firmPanel.getByRole('listitem')).toHaveCount(2);
      await expect(firmPanel.getByRole('listitem').filter({ hasText: lateFile })).toContainText('Late');
      await firmPanel.getByRole('button', { name: `Actions: ${lateFile}` }).click();
      await firm.getByRole('menuitem', { name: 'Update status' }).click();
      const decide = firm.getByRole('dialog', { name: 'Update status' });
      await decide.getByLabel('Status').selectOption('Approved');
      await decide.getByLabel('Approved amount (SEK)').fill('1 000');
      await decide.getByRole('button', { name: 'Save' }).click();
      await expect(decide.getByRole('alert')).toContainText('Give a reason');
      await decide.getByLabel('Reason').fill(`Bara delvis styrkt ${run}.`);
      await decide.getByRole('button', { name: 'Save' }).click();
      await expect(firm.getByText('Invoice updated successfully').first()).toBeVisible();
      // Approved total: the earlier claim in full (13 000) and 1 000 of this one.
      await expect(firmPanel.getByRole('status', { name: 'Approved' })).toContainText(/14\s000,00\skr/);
      await firmContext.close();

      // The creditor sees the decision, the approved amount and the reason, and has a mail about it.
      await page.reload();
      await openCase(page, open, 'Invoices');
      await expect(row).toContainText('Partly approved');
      await expect(row).toContainText(/1\s000,00\skr of 5\s000,00\skr/);
      await expect(row).toContainText(`Reason: Bara delvis styrkt ${run}.`);
      await expect
        .poll(() =>
          readOutbox(portal.dataDir).some(
            (mail) => mail.to.includes(who.email) && mail.text.includes(`Bara delvis styrkt ${run}.`),
          ),
        )
        .toBe(true);
    });
  });
