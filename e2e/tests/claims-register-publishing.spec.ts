import { readFileSync } from 'node:fs';
import { type Page, request } from '@playwright/test';
import { readOutbox } from 'server/mail';
import { freshCreditor } from '../support/accounts';
import { api, pdfBytes } from '../support/api';
import { addFirmCase } from '../support/firm';
import { DEMO_PASSWORD, demo, expect, test } from '../support/fixtures';
import { signInSv, sv, swedishPage, toast } from '../support/swedish';

/**
 * Publishing the claims register on the real `npm start`, in Swedish: the firm's administrator sets the claims
 * procedure's dates on a fresh case and publishes register version 1; a claim is decided and version 2 is
 * published; a creditor of the case, mailed for each, lists the versions and downloads version 2 as a PDF.
 */

const run = `p${Date.now().toString(36)}`;
const debtor = `Förteckningsprov ${run} AB`;
const knr = `K ${run}-26`;
const PASSWORD = 'Register123!';

/** The case, a fresh creditor following it and its claim, filed by the firm; answers what the journey needs. */
async function setUp(apiURL: string, dataDir: string) {
  const context = await request.newContext({ baseURL: apiURL });
  const caseId = await addFirmCase(context, debtor, knr);
  const firm = await api<{ token: string }>(context, 'post', '/api/Auth/login', {
    data: { EmalId: demo.firmAdmin, password: DEMO_PASSWORD },
  });
  const email = await freshCreditor(apiURL, dataDir, `Förteckning ${run}`, PASSWORD);
  const creditor = await api<{ token: string; creditorId: number }>(context, 'post', '/api/Creditor/login', {
    data: { emalId: email, password: PASSWORD },
  });
  await api(context, 'post', '/api/Creditor/selectCases', {
    token: creditor.token,
    data: { creditorId: creditor.creditorId, caseList: [caseId] },
  });
  const claim = await api<{ invoiceId: number }>(context, 'post', '/api/Creditor/invoice/add', {
    token: firm.token,
    multipart: {
      CaseId: String(caseId),
      CreditorId: String(creditor.creditorId),
      ClaimAmount: '12000',
      ClaimBasis: 'SupplierInvoice',
      File: { name: 'Faktura 1.pdf', mimeType: 'application/pdf', buffer: pdfBytes(run) },
    },
  });
  await context.dispose();
  return { caseId, email, firmToken: firm.token, claimId: claim.invoiceId };
}

async function publish(firm: Page, version: number) {
  const versions = firm.getByRole('region', { name: sv('tabs.claims.versions.title') });
  await versions.getByRole('button', { name: sv('tabs.claims.versions.publish') }).click();
  const dialog = firm.getByRole('dialog', { name: sv('tabs.claims.versions.confirmTitle', { version }) });
  await dialog.getByRole('button', { name: sv('tabs.claims.versions.publish') }).click();
  await expect(toast(firm, sv('tabs.claims.versions.published', { version }))).toBeVisible();
  await expect(versions.getByText(new RegExp(`^Version ${version}, publicerad`))).toBeVisible();
}

test('claims register in Swedish: the procedure dates, versions 1 and 2, a creditor downloads version 2', async ({
  browser,
  portal,
}) => {
  test.setTimeout(240_000);
  const { caseId, email, firmToken, claimId } = await setUp(portal.apiURL, portal.dataDir);

  // 1. A sets the procedure's dates in the case form; the header shows them.
  const firm = await swedishPage(browser, portal.baseURL);
  await signInSv(firm, demo.firmAdmin, DEMO_PASSWORD, false);
  await firm.goto(`/dashboard?case=${caseId}#claims`);
  await expect(firm.getByText(debtor).first()).toBeVisible();
  await firm.getByRole('button', { name: sv('lawfirm.cases.view.edit') }).click();
  const edit = firm.getByRole('dialog', { name: sv('lawfirm.cases.form.editTitle') });
  await edit.getByLabel(sv('lawfirm.cases.form.claimsDeadline')).fill('2026-09-30');
  await edit.getByLabel(sv('lawfirm.cases.form.claimsProcedureDecidedOn')).fill('2026-07-10');
  await edit.getByLabel(sv('lawfirm.cases.form.objectionDeadline')).fill('2026-10-15');
  await edit.getByLabel(sv('lawfirm.cases.form.settlementDeadline')).fill('2026-11-02');
  await edit.getByRole('button', { name: sv('common.actions.save') }).click();
  await expect(toast(firm, sv('lawfirm.toast.caseUpdated'))).toBeVisible();
  await expect(edit).toBeHidden();
  const header = firm.getByRole('region', { name: debtor });
  await expect(header.getByText(sv('lawfirm.caseView.objectionDeadline'))).toBeVisible();
  await expect(header.getByText('2026/10/15')).toBeVisible();

  // 2. A publishes version 1 of the register from the claims tab.
  await firm.getByRole('tab', { name: sv('lawfirm.cases.tabs.claims') }).click();
  await publish(firm, 1);

  // 3. The claim is approved in part (through the API), and A publishes version 2.
  const context = await request.newContext({ baseURL: portal.apiURL });
  await api(context, 'put', '/api/LawFirm/invoice/update', {
    token: firmToken,
    data: {
      invoiceId: claimId,
      invoiceStatus: 'Approved',
      approvedAmount: '9000',
      decisionReason: 'Dröjsmålsräntan medges inte.',
    },
  });
  await context.dispose();
  await publish(firm, 2);

  // 4. The creditor was mailed for each version, in its own language (English at sign-up), with the number.
  await expect
    .poll(
      () =>
        readOutbox(portal.dataDir)
          .filter((m) => m.to.includes(email))
          .map(
            (m) =>
              m.text.match(/(?:claims register|bevakningsförteckningen) \(version (\d)\)/)?.[1] ?? m.subject,
          )
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(['1', '2']));

  // 5. The creditor lists the versions in the claims tab and downloads version 2 as a PDF.
  const creditor = await swedishPage(browser, portal.baseURL);
  await signInSv(creditor, email, PASSWORD, true);
  await creditor.getByRole('tab', { name: sv('creditor.caseView.tabs.claims') }).click();
  const versions = creditor.getByRole('region', { name: sv('tabs.claims.versions.title') });
  await expect(versions.getByText(/^Version 2, publicerad .*godkänt 9\s?000/)).toBeVisible();
  await expect(versions.getByText(/^Version 1, publicerad/)).toBeVisible();
  const [download] = await Promise.all([
    creditor.waitForEvent('download'),
    versions.getByRole('button', { name: sv('tabs.claims.versions.download.pdf', { version: 2 }) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/version-2\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
});
