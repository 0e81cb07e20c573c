import type { RegisterTotals } from '../db/claims-register-repository';
import { bytesOf, type PdfColumn, PdfTable, pageNumbers, tableDocument, tableHeader } from './pdf-table';
import { filedByOf, formatAmount } from './receipt';
import type { ClaimsRegister } from './register';
import {
  claimStatusName,
  decidedClassName,
  formatStockholm,
  groupName,
  priorityName,
  REGISTER_TEXTS,
  type RegisterTexts,
  registerHeaderLines,
} from './register-texts';

/**
 * The claims register as a landscape A4 PDF: a table of the claims under their group headings,
 * each group closed by its total line, the grand total last, the column heads repeated on each
 * page and "Page n of N" at the foot (pdf-table.ts, which draws the dividend proposal too).
 */

type Column = PdfColumn & { key: keyof RegisterTexts['columns'] };
const COLUMNS: Column[] = [
  { key: 'claimNumber', width: 32 },
  { key: 'creditor', width: 140 },
  { key: 'orgNr', width: 62 },
  { key: 'filedBy', width: 100 },
  { key: 'claimAmount', width: 85, align: 'right' },
  { key: 'approvedAmount', width: 85, align: 'right' },
  { key: 'decidedClass', width: 70 },
  { key: 'status', width: 60 },
  { key: 'filedAt', width: 85 },
  { key: 'late', width: 45 },
];

/** "12 500,50" / "12,500.50": the amount without its unit (the column head names it). */
const plainAmount = (amount: string | null, language: ClaimsRegister['language']) =>
  amount === null ? '' : formatAmount(amount, language).replace(/^SEK |\s?kr$/g, '');

/** The register as PDF bytes (`compress: false` lets a test read the text). */
export function renderRegisterPdf(
  register: ClaimsRegister,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = REGISTER_TEXTS[register.language];
  const language = register.language;
  const doc = tableDocument(
    language,
    {
      Title: `${t.title} ${register.case.knr}`,
      Author: register.case.lawFirmName,
      CreationDate: register.drawnUp,
    },
    options,
  );
  const done = bytesOf(doc);

  tableHeader(doc, t.title, registerHeaderLines(register, t), t.times);
  const table = new PdfTable(
    doc,
    COLUMNS,
    COLUMNS.map((column) => t.columns[column.key]),
  );
  const total = (label: string, totals: RegisterTotals) =>
    table.row(
      [
        '',
        label,
        t.count(totals.count),
        '',
        plainAmount(totals.claimAmount, language),
        plainAmount(totals.approvedAmount, language),
      ],
      'Helvetica-Bold',
    );
  if (register.total.count === 0) table.line(t.noClaims);
  for (const group of register.groups) {
    table.line(priorityName(t, group.priorityRight), 11);
    for (const sub of group.statuses) {
      const name = groupName(t, group.priorityRight, sub.status);
      table.line(name);
      for (const claim of sub.claims) {
        table.row([
          String(claim.claimNumber),
          claim.creditorName,
          claim.creditorOrgNr,
          filedByOf(claim, language),
          plainAmount(claim.claimAmount, language),
          plainAmount(claim.approvedAmount, language),
          decidedClassName(t, claim),
          claimStatusName(t, claim),
          formatStockholm(claim.createdOn),
          claim.isLate ? t.lateMark : '',
        ]);
        for (const objection of claim.objections ?? []) table.note(objection);
      }
      total(t.total(name), sub.totals);
    }
    total(t.total(priorityName(t, group.priorityRight)), group.totals);
    table.space();
  }
  total(t.grandTotal, register.total);

  pageNumbers(doc, t.page);
  doc.end();
  return done;
}
