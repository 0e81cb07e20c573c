import { readFileSync } from 'node:fs';
import { type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { api, mailedCode, pdfBytes } from '../support/api';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, demo, expect, signIn, test } from '../support/fixtures';
import { inSwedish } from '../support/sign-up';

/**
 * The case's history on the real server: the case's History tab. A acts on a fresh case (a message to all
 * creditors, a decision on a claim), then reads who did what and when, filters it, exports it as CSV
 * and reads it in Swedish; U, who works in the same case, has no History tab.
 */

const PASSWORD = 'Hist1234!';
let setups = 0;

type Setup = { caseId: number; debtor: string; knr: string; creditor: string; claimName: string };

/** A fresh case of Nordlaw (created by A) with one fresh creditor following it, who files one claim. */
async function prepare(apiURL: string, dataDir: string): Promise<Setup> {
  setups += 1;
  const tag = `${Date.now().toString(36)}${setups}`;
  const debtor = `Historikprov ${tag} AB`;
  const knr = `K ${tag}-26`;
  const creditor = `Hist Borgenär ${tag}`;
  const email = `history-${tag}@journey.test`;
  const claimName = `Faktura ${tag}.pdf`;
  const context = await playwrightRequest.newContext({ baseURL: apiURL });
  const firm = await api<{ token: string; lawFirmId: number }>(context, 'post', '/api/Auth/login', {
    data: { EmalId: demo.firmAdmin, password: DEMO_PASSWORD },
  });
  const { caseId } = await api<{ caseId: number }>(context, 'post', '/api/Case/add', {
    token: firm.token,
    data: {
      debtorName: debtor,
      debtorOrgnr: '559999-0000',
      knr,
      status: 1,
      isAllowCreditorNotification: true,
      lawFirmId: firm.lawFirmId,
    },
  });
  await api(context, 'post', '/api/Creditor/signup', {
    data: {
      creditorName: creditor,
      creditorEmaill: email,
      creditorPsw: PASSWORD,
      creditrorCompanyName: creditor,
      creditorCompanyOrgNr: '556010-0003',
      creditorType: 'Creditor',
      isDebtCollector: false,
      creditorStreet: 'Storgatan 1',
      creditorPostNumber: '111 22',
      creditorTown: 'Stockholm',
      creditorCountry: 'Sverige',
    },
  });
  await api(context, 'post', '/api/Creditor/verifyOtp', {
    data: { email, otp: await mailedCode(dataDir, email), password: PASSWORD },
  });
  const session = await api<{ token: string; creditorId: number }>(context, 'post', '/api/Creditor/login', {
    data: { emalId: email, password: PASSWORD },
  });
  await api(context, 'post', '/api/Creditor/selectCases', {
    token: session.token,
    data: { creditorId: session.creditorId, caseList: [caseId] },
  });
  await api(context, 'post', '/api/Creditor/invoice/add', {
    token: session.token,
    multipart: {
      CaseId: String(caseId),
      CreditorId: String(session.creditorId),
      ClaimAmount: '1234.50',
      ClaimBasis: 'SupplierInvoice',
      ClaimRefernce: `REF-${tag}`,
      File: { name: claimName, mimeType: 'application/pdf', buffer: pdfBytes(claimName) },
    },
  });
  await context.dispose();
  return { caseId, debtor, knr, creditor, claimName };
}

const tabPanel = (page: Page) => page.getByRole('tabpanel');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
/** The history's rows, without the header row. */
const historyRows = (panel: Locator) =>
  panel
    .getByRole('table')
    .getByRole('row')
    .filter({ has: panel.page().getByRole('cell') });

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

test.describe
  .serial('the case history', () => {
    let setup: Setup;

    test.beforeAll(async ({ portal }) => {
      test.setTimeout(90_000);
      setup = await prepare(portal.apiURL, portal.dataDir);
    });

    test('A reads who did what and when, filters it, exports it as CSV and reads it in Swedish', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const started = Date.now();
      await signIn(page, demo.firmAdmin);
      await page.goto(`/dashboard?case=${setup.caseId}#messages`);
      await expect(page.getByText(setup.debtor).first()).toBeVisible();
      const panel = tabPanel(page);

      // What leaves history: a message to all creditors, and a decision on the creditor's claim.
      const message = `Till alla om historiken ${setup.knr}`;
      await panel.getByRole('button', { name: 'New Message' }).click();
      const messageDialog = page.getByRole('dialog', { name: 'New message' });
      await messageDialog.getByLabel('Message').fill(message);
      await messageDialog.getByRole('button', { name: 'Send' }).click();
      await expect(toast(page, 'Message sent successfully')).toBeVisible();
      await expect(panel.getByText(message)).toBeVisible();

      await page.getByRole('tab', { name: 'Invoices' }).click();
      await expect(panel.getByText(setup.claimName)).toBeVisible();
      await page
        .getByRole('button', { name: `Actions: ${setup.claimName}` })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Update status' }).click();
      const statusDialog = page.getByRole('dialog', { name: 'Update status' });
      await statusDialog.getByLabel('Status').selectOption('Approved');
      await statusDialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Invoice updated successfully')).toBeVisible();

      // The history: newest first, each entry with when, who and what.
      await page.getByRole('tab', { name: 'History' }).click();
      await expect(page).toHaveURL(/#history$/);
      const history = panel.getByRole('region', { name: 'Case history' });
      const rows = historyRows(history);
      await expect(rows).toHaveCount(4);
      const anna = 'Anna Berg (administrator)';
      const expected = [
        [anna, 'Decision', /^Claim( no\. \S+)?: Pending → Approved/],
        [anna, 'Message', /^Message sent to 1 creditor$/],
        [`${setup.creditor} (creditor)`, 'Claim', /^Claim( no\. \S+)? filed: 1234\.50 SEK$/],
        [anna, 'Case', new RegExp(`^Case created: ${setup.knr}, ${setup.debtor}$`)],
      ] as const;
      for (const [index, [person, kind, summary]] of expected.entries()) {
        const cells = rows.nth(index).getByRole('cell');
        await expect(cells.nth(1)).toHaveText(person);
        await expect(cells.nth(2)).toHaveText(kind);
        await expect(cells.nth(3)).toHaveText(summary);
        const time = cells.nth(0).locator('time');
        await expect(time).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
        const at = Date.parse((await time.getAttribute('datetime')) ?? '');
        expect(at).toBeGreaterThan(started - 10 * 60_000);
        expect(at).toBeLessThanOrEqual(Date.now());
      }
      await expectNoSeriousViolations(page);

      // Only the decisions, then only what the creditor did: the list follows each filter.
      await history.getByLabel('Kind').selectOption({ label: 'Decision' });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Pending → Approved');
      await history.getByLabel('Person').selectOption({ label: `${setup.creditor} (creditor)` });
      await expect(history.getByText('No entries match the filters.')).toBeVisible();
      await expect(history.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
      await history.getByLabel('Kind').selectOption({ label: 'All kinds' });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`${setup.creditor} (creditor)`);
      await expect(rows.first()).toContainText('1234.50 SEK');
      await history.getByLabel('Person').selectOption({ label: anna });
      await expect(rows).toHaveCount(3);
      await history.getByLabel('Kind').selectOption({ label: 'Message' });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Message sent to 1 creditor');

      // The CSV of what the filters show (Anna's messages), under the case's number, for Swedish Excel.
      const exporting = page.waitForEvent('download');
      await history.getByRole('button', { name: 'Export CSV' }).click();
      const file = await exporting;
      expect(file.suggestedFilename()).toBe(`History ${setup.knr}.csv`);
      await expect(toast(page, 'The history has been exported')).toBeVisible();
      const csv = readFileSync(await file.path());
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('Time;Person;Role;Kind;Action;Summary');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2};Anna Berg;A;Message;send;Message sent to 1 creditor$/,
      );

      // In Swedish: the tab, the headings, the filters and the entries themselves.
      await history.getByLabel('Kind').selectOption({ label: 'All kinds' });
      await history.getByLabel('Person').selectOption({ label: 'Everyone' });
      await expect(rows).toHaveCount(4);
      await inSwedish(page, async () => {
        await expect(page.getByRole('tab', { name: 'Historik' })).toHaveAttribute('aria-selected', 'true');
        const historik = panel.getByRole('region', { name: 'Ärendets historik' });
        for (const heading of ['Tid', 'Person', 'Typ', 'Händelse'])
          await expect(historik.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
        await expect(historik.getByRole('group', { name: 'Filtrera historiken' })).toBeVisible();
        await expect(historik.getByRole('button', { name: 'Exportera CSV' })).toBeVisible();
        const svRows = historyRows(historik);
        await expect(svRows).toHaveCount(4);
        await expect(svRows.nth(0).getByRole('cell').nth(1)).toHaveText('Anna Berg (administratör)');
        await expect(svRows.nth(0).getByRole('cell').nth(2)).toHaveText('Beslut');
        await expect(svRows.nth(0).getByRole('cell').nth(3)).toHaveText(/Väntande → Godkänd/);
        await expect(svRows.nth(1).getByRole('cell').nth(3)).toHaveText('Meddelande skickat till 1 borgenär');
        await expect(svRows.nth(2).getByRole('cell').nth(2)).toHaveText('Bevakning');
        await expect(svRows.nth(2).getByRole('cell').nth(3)).toHaveText(/inkommen: 1 234,50 kr$/);
        await historik.getByLabel('Typ').selectOption({ label: 'Beslut' });
        await expect(svRows).toHaveCount(1);
        await expectNoSeriousViolations(page);
      });
      await expect(page.getByRole('tab', { name: 'History' })).toBeVisible();
    });

    test('U works in the same case but has no History tab', async ({ page }) => {
      await signIn(page, demo.firmUser);
      await page.goto(`/dashboard?case=${setup.caseId}#history`);
      await expect(page.getByText(setup.debtor).first()).toBeVisible();
      const tabs = page.getByRole('tablist').first();
      await expect(tabs.getByRole('tab', { name: 'Invoices' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Creditors' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: 'History' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Case history' })).toHaveCount(0);
    });
  });
