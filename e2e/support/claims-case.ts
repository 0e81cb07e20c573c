import { request } from '@playwright/test';
import { freshCreditor } from './accounts';
import { api, pdfBytes } from './api';
import { addFirmCase } from './firm';
import { clientAddress, DEMO_PASSWORD, demo } from './fixtures';

/** A creditor of the case made for a journey: its e-mail, its name and its claim's number and file. */
export interface CaseCreditor {
  email: string;
  name: string;
  claimId: number;
  fileName: string;
}

/**
 * A fresh case of Nordlaw with fresh creditors following it, each with one claim the firm files for it
 * (the claims' numbers follow the order of `claims`): the setting of a journey about what comes after
 * intake, made through the API since intake is not its point.
 */
export async function caseWithClaims(
  apiURL: string,
  dataDir: string,
  setting: { debtor: string; knr: string; password: string; claims: { name: string; amount: string }[] },
): Promise<{ caseId: number; creditors: CaseCreditor[] }> {
  const context = await request.newContext({
    baseURL: apiURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  try {
    const caseId = await addFirmCase(context, setting.debtor, setting.knr);
    const firm = await api<{ token: string }>(context, 'post', '/api/Auth/login', {
      data: { EmalId: demo.firmAdmin, password: DEMO_PASSWORD },
    });
    const creditors: CaseCreditor[] = [];
    for (const claim of setting.claims) {
      const email = await freshCreditor(apiURL, dataDir, claim.name, setting.password);
      const creditor = await api<{ token: string; creditorId: number }>(
        context,
        'post',
        '/api/Creditor/login',
        {
          data: { emalId: email, password: setting.password },
        },
      );
      await api(context, 'post', '/api/Creditor/selectCases', {
        token: creditor.token,
        data: { creditorId: creditor.creditorId, caseList: [caseId] },
      });
      const fileName = `Faktura ${claim.name}.pdf`;
      const filed = await api<{ invoiceId: number }>(context, 'post', '/api/Creditor/invoice/add', {
        token: firm.token,
        multipart: {
          CaseId: String(caseId),
          CreditorId: String(creditor.creditorId),
          ClaimAmount: claim.amount,
          ClaimBasis: 'SupplierInvoice',
          File: { name: fileName, mimeType: 'application/pdf', buffer: pdfBytes(fileName) },
        },
      });
      // freshCreditor signs the creditor up under its name and "AB".
      creditors.push({ email, name: `${claim.name} AB`, claimId: filed.invoiceId, fileName });
    }
    return { caseId, creditors };
  } finally {
    await context.dispose();
  }
}
