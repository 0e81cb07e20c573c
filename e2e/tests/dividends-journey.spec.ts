import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Browser, type Page, request } from '@playwright/test';
import { readOutbox } from 'server/mail';
import { parsePain001, xsdErrors } from 'server/testing/pain001';
import { freshCreditor } from '../support/accounts';
import { api, pdfBytes } from '../support/api';
import { seriousViolations } from '../support/axe';
import { addFirmCase } from '../support/firm';
import { DEMO_PASSWORD, demo, expect, test } from '../support/fixtures';
import { type Portal, startPortal } from '../support/portal';
import { text } from '../support/texts';

/**
 * Dividends on the real `npm start`, in Swedish: three creditors with admitted claims in two classes give bank
 * details and one changes them; the trustee publishes a proposal and the creditors see their lines; the
 * trustee records the dates; the payment file is refused because the changed line is held; the trustee
 * confirms that line after calling and downloads the file, which validates against the pain.001.001.03 XSD;
 * the trustee marks the lines paid and the creditors see it. A portal of its own on a throwaway database of
 * the local PostgreSQL server, so the journey can write the trustee's decided classes; fresh creditors.
 */

const run = `d${Date.now().toString(36)}`;
const debtor = `Utdelningsprov ${run} AB`;
const knr = `K ${run}-26`;
const PASSWORD = 'Utdelning123!';
const sv = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text('sv', key));

/** A browser context in Swedish: the portal reads the language from local storage before it draws. */
async function swedishPage(browser: Browser, baseURL: string, phone = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem('portal-language')) localStorage.setItem('portal-language', 'sv');
  });
  return context.newPage();
}

async function signInSv(page: Page, email: string, password: string, creditor: boolean) {
  await page.goto(creditor ? '/creditors-portal' : '/');
  await page.getByLabel(sv('shell.login.email')).fill(email);
  await page.getByLabel(sv('shell.login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: sv('shell.login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
}

const toast = (page: Page, message: string) => page.getByText(message, { exact: false }).first();

/** A throwaway database on the machine's PostgreSQL server (as the server tests make theirs). */
const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `dividends_${run}`;
const psql = (sql: string, url = BASE_URL) => execFileSync('psql', [url, '-qtAc', sql]).toString().trim();
const databaseUrl = () => {
  const target = new URL(BASE_URL);
  target.pathname = `/${database}`;
  return target.toString();
};

let portal: Portal;
test.describe.configure({ mode: 'serial' });
test.skip(() => {
  try {
    psql('SELECT 1');
    return false;
  } catch {
    return true;
  }
}, 'no PostgreSQL server at TEST_DATABASE_URL or 127.0.0.1:5432');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  psql(`CREATE DATABASE ${database}`);
  portal = await startPortal({ DATABASE_URL: databaseUrl(), DEMO_DATA: '1' });
});

test.afterAll(async () => {
  await portal?.stop();
  try {
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  } catch {
    // Nothing to drop when the server went away; the run's own database is dropped by .ci/run.
  }
});

interface Creditor {
  name: string;
  email: string;
  creditorId: number;
  page: Page;
}

/** The case, three fresh creditors following it, and an admitted claim of each, filed and approved by the firm. */
async function setUp(): Promise<{ caseId: number; creditors: Creditor[] }> {
  const context = await request.newContext({ baseURL: portal.apiURL });
  const caseId = await addFirmCase(context, debtor, knr);
  const firm = await api<{ token: string }>(context, 'post', '/api/Auth/login', {
    data: { EmalId: demo.firmAdmin, password: DEMO_PASSWORD },
  });
  const creditors: Omit<Creditor, 'page'>[] = [];
  for (const [index, name] of ['Lönegaranti Norr', 'Kontorsvaror Syd', 'Transport Väst'].entries()) {
    const email = await freshCreditor(portal.apiURL, portal.dataDir, `${name} ${run}`, PASSWORD);
    const signedIn = await api<{ token: string; creditorId: number }>(
      context,
      'post',
      '/api/Creditor/login',
      {
        data: { emalId: email, password: PASSWORD },
      },
    );
    await api(context, 'post', '/api/Creditor/selectCases', {
      token: signedIn.token,
      data: { creditorId: signedIn.creditorId, caseList: [caseId] },
    });
    const claim = await api<{ invoiceId: number }>(context, 'post', '/api/Creditor/invoice/add', {
      token: firm.token,
      multipart: {
        CaseId: String(caseId),
        CreditorId: String(signedIn.creditorId),
        InvoiceStatus: 'Approved',
        ClaimAmount: ['40000', '60000', '20000'][index],
        ClaimBasis: 'SupplierInvoice',
        File: {
          name: `Faktura ${index + 1}.pdf`,
          mimeType: 'application/pdf',
          buffer: pdfBytes(`${run}-${index}`),
        },
      },
    });
    // The trustee's decision sets the class: general priority for the first claim, non-priority for the others.
    await api(context, 'put', '/api/LawFirm/invoice/update', {
      token: firm.token,
      data: {
        invoiceId: claim.invoiceId,
        invoiceStatus: 'Approved',
        priorityClass: index === 0 ? 'GeneralPriority' : 'NonPriority',
      },
    });
    creditors.push({ name: `${name} ${run} AB`, email, creditorId: signedIn.creditorId });
  }
  await context.dispose();
  return { caseId, creditors: creditors as Creditor[] };
}

async function openProfile(page: Page, email: string) {
  await page.getByRole('button', { name: new RegExp(email) }).click();
  await page.getByRole('menuitem', { name: sv('shell.header.viewProfile') }).click();
  const panel = page.getByRole('dialog', { name: sv('creditor.profile.viewTitle') });
  return panel.getByRole('region', { name: sv('creditor.bankDetails.title') });
}

/** Gives (or changes) the creditor's bank details in its profile, with its password again. */
async function giveBankDetails(page: Page, email: string, kind: string, fields: Record<string, string>) {
  const section = await openProfile(page, email);
  await section.getByLabel(sv('creditor.bankDetails.kind')).selectOption(kind);
  for (const [key, value] of Object.entries(fields))
    await section.getByLabel(sv(`creditor.bankDetails.fields.${key}`), { exact: true }).fill(value);
  await section.getByLabel(sv('creditor.bankDetails.password')).fill(PASSWORD);
  await section.getByRole('button', { name: sv('creditor.bankDetails.save') }).click();
  await expect(toast(page, sv('creditor.bankDetails.saved'))).toBeVisible();
  await page.keyboard.press('Escape');
}

async function openDividends(page: Page) {
  await page.getByRole('tab', { name: sv('creditor.caseView.tabs.dividends') }).click();
  return page.getByRole('region', { name: sv('creditor.dividends.title') });
}

test('dividends in Swedish: bank details, a published proposal, the dates, a held line, the payment file, paid', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { caseId, creditors } = await setUp();

  // 1. The three creditors give bank details; the second changes them afterwards.
  const accounts = [
    ['BankAccount', { clearingNumber: '8327-9', accountNumber: '123 456 789-7' }],
    ['Bankgiro', { number: '5050-1055' }],
    ['Plusgiro', { number: '90 20 03-3' }],
  ] as const;
  for (const [index, creditor] of creditors.entries()) {
    // The third creditor is on a phone (390 px).
    creditor.page = await swedishPage(browser, portal.baseURL, index === 2);
    await signInSv(creditor.page, creditor.email, PASSWORD, true);
    const [kind, fields] = accounts[index] as (typeof accounts)[number];
    await giveBankDetails(creditor.page, creditor.email, kind, fields);
  }
  const changer = creditors[1] as Creditor;
  await giveBankDetails(changer.page, changer.email, 'Iban', {
    iban: 'SE45 5000 0000 0583 9825 7466',
    bic: 'ESSESESS',
  });
  // The change is mailed (in the creditor's language), masked; the outbox worker delivers it shortly.
  const changed = /bankuppgifter för utdelning har ändrats|bank details for dividends have changed/i;
  await expect
    .poll(
      () =>
        readOutbox(portal.dataDir).find((m) => m.to.includes(changer.email) && changed.test(m.subject))?.text,
      {
        timeout: 15_000,
      },
    )
    .toContain('SE45 ••••7466');

  // 2. The trustee computes and publishes a proposal; each creditor sees its own line.
  const firm = await swedishPage(browser, portal.baseURL);
  await signInSv(firm, demo.firmAdmin, DEMO_PASSWORD, false);
  await firm.goto(`/dashboard?case=${caseId}#dividends`);
  const tab = firm.getByRole('region', { name: sv('lawfirm.dividends.title') });
  await tab.getByLabel('IBAN').fill('SE4550000000058398257466');
  await tab.getByLabel('BIC').fill('ESSESESS');
  await tab.getByRole('button', { name: sv('lawfirm.dividends.settings.saveAccount') }).click();
  await expect(toast(firm, sv('lawfirm.dividends.saved'))).toBeVisible();
  await tab.getByLabel(sv('lawfirm.dividends.draft.rest')).fill('70 000');
  await tab.getByRole('button', { name: sv('lawfirm.dividends.draft.compute') }).click();
  await expect(toast(firm, sv('lawfirm.dividends.drafted', { version: 1 }))).toBeVisible();
  await tab.getByRole('button', { name: sv('lawfirm.dividends.version.publish') }).click();
  await expect(toast(firm, sv('lawfirm.dividends.published'))).toBeVisible();
  // General priority 40 000 in full; 30 000 of the 80 000 non-priority: 37.5 %.
  const expected = ['40 000,00', '22 500,00', '7 500,00'];
  for (const [index, creditor] of creditors.entries()) {
    await creditor.page.reload();
    const dividends = await openDividends(creditor.page);
    const lines = dividends.getByRole('table', { name: sv('creditor.dividends.yourLines') });
    await expect(lines).toContainText(expected[index] as string);
  }

  // 3. The trustee records the dates: sent to the supervisory authority, confirmed, final.
  await tab.getByLabel(sv('lawfirm.dividends.dates.sentToAuthorityOn')).fill('2026-09-02');
  await tab.getByLabel(sv('lawfirm.dividends.dates.confirmedOn')).fill('2026-10-01');
  await tab.getByLabel(sv('lawfirm.dividends.dates.finalOn')).fill('2026-10-22');
  await tab.getByRole('button', { name: sv('lawfirm.dividends.dates.save') }).click();
  await expect(toast(firm, sv('lawfirm.dividends.datesSaved'))).toBeVisible();

  // 4. The payment file is refused: the changed line is held.
  const paymentFile = tab.getByRole('button', { name: sv('lawfirm.dividends.version.paymentFile') });
  await paymentFile.click();
  await expect(
    firm.getByText(`rad 2 (${changer.name}): bankuppgifterna har ändrats`, { exact: false }).first(),
  ).toBeVisible();

  // 5. The trustee calls the creditor, confirms the line and downloads the file, which validates.
  await tab.getByRole('button', { name: sv('lawfirm.dividends.bank.confirm', { line: 2 }) }).click();
  await expect(toast(firm, sv('lawfirm.dividends.bank.confirmed'))).toBeVisible();
  const [download] = await Promise.all([firm.waitForEvent('download'), paymentFile.click()]);
  const xml = readFileSync((await download.path()) as string, 'utf8');
  const errors = await xsdErrors(xml);
  if (errors === null && process.env.CI === 'true') throw new Error('the pain.001.001.03 XSD is missing');
  if (errors !== null) expect(errors).toEqual([]);
  const payment = parsePain001(xml).Document.CstmrCdtTrfInitn.PmtInf[0];
  expect(payment.CtrlSum).toBe('70000.00');
  expect(payment.CdtTrfTxInf).toHaveLength(3);
  expect(payment.CdtTrfTxInf[1].CdtrAcct.Id.IBAN).toBe('SE4550000000058398257466');

  // 6. The trustee marks every line paid; each creditor sees it.
  await tab.getByRole('button', { name: sv('lawfirm.dividends.lines.markAllPaid') }).click();
  await expect(toast(firm, sv('lawfirm.dividends.lines.markedPaid', { count: 3 }))).toBeVisible();
  for (const creditor of creditors) {
    await creditor.page.reload();
    const dividends = await openDividends(creditor.page);
    await expect(dividends.getByText(/^Betald \d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
  }

  // Screen readers and phones: no serious axe finding on either side; nothing scrolls sideways at 390 px.
  const phone = (creditors[2] as Creditor).page;
  expect(await seriousViolations(phone)).toEqual([]);
  expect(await seriousViolations(firm)).toEqual([]);
  await firm.setViewportSize({ width: 390, height: 844 });
  for (const page of [phone, firm])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
