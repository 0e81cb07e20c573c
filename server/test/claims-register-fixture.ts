import { inflateSync } from 'node:zlib';
import { Workbook, type Worksheet } from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { FilesWorld } from './files-fixtures';
import type { TestApp } from './helper';

/** The claims register tests' case, and readers of the files it answers with (claims-register.test.ts). */

/** Six claims in a fresh Nordlaw case whose claims deadline is 31 March 2026 (Swedish summer time). */
export async function registerFixture(t: TestApp, w: FilesWorld): Promise<number> {
  const caseId = (
    await t.db
      .insertInto('cases')
      .values({
        law_firm_id: w.nordlawId,
        debtor_name: 'Provbolaget Åkesson AB',
        debtor_orgnr: '556000-0000',
        knr: 'K 77-26',
        status: 1,
        claims_deadline: '2026-03-31',
      })
      .returning('case_id')
      .executeTakeFirstOrThrow()
  ).case_id;
  const { leverantor, bygg, inkasso } = w.creditors;
  const claim = (
    n: number,
    priority: boolean,
    status: 'Pending' | 'Approved' | 'Rejected' | 'Paid',
    amount: string,
    approved: string | null,
    creditor: number,
    filed: string,
    extra: Record<string, unknown> = {},
  ) => ({
    case_id: caseId,
    creditor_id: creditor,
    invoice_status: status,
    claim_amount: amount,
    approved_amount: approved,
    claim_basis: 'SupplierInvoice',
    claim_priority_right: priority,
    created_by: 'Leverantören AB',
    created_at: filed,
    file_name: `Faktura ${n}.pdf`,
    stored_name: `register-${caseId}-${n}.pdf`,
    file_size: 100,
    ...extra,
  });
  await t.db
    .insertInto('invoices')
    .values([
      claim(1, true, 'Pending', '1000.00', null, leverantor, '2026-03-01T09:00:00Z'),
      claim(2, true, 'Approved', '2000.50', '1500.25', bygg, '2026-03-31T21:59:59Z', {
        created_by: 'Byggvaror i Norr AB',
      }),
      // 00:00 on 1 April in Sweden: after the deadline.
      claim(3, true, 'Approved', '300.00', null, leverantor, '2026-03-31T22:00:00Z'),
      claim(4, false, 'Rejected', '400.00', null, leverantor, '2026-04-10T08:00:00Z'),
      claim(5, false, 'Paid', '500.00', '450.00', bygg, '2026-02-01T08:00:00Z', {
        created_by: 'Nordisk Inkasso AB',
        debt_by_debt_collector: true,
        debt_collector_id: inkasso,
      }),
      claim(6, false, 'Pending', '600.00', null, leverantor, '2026-03-15T08:00:00Z', {
        created_by: 'Anna Berg',
        is_created_by_law_firm: true,
      }),
    ])
    .execute();
  return caseId;
}

export async function sheetsOf(res: LightMyRequestResponse): Promise<Workbook> {
  const book = new Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

/** The sheet's rows as plain values, column A first (exceljs counts from 1). */
export const rowsOf = (sheet: Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

/** The text a PDF shows: its Flate streams inflated, the hex strings of TJ/Tj read as WinAnsi (Latin-1 here). */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  let text = '';
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]) : [op[2]];
      text += `${hexes.map((h) => Buffer.from(h ?? '', 'hex').toString('latin1')).join('')}\n`;
    }
  }
  return text.replace(/\u00a0/g, ' ');
}
