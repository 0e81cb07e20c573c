import {
  bytesOf,
  type PdfColumn,
  PdfTable,
  pageNumbers,
  tableDocument,
  tableHeader,
} from '../claims/pdf-table';
import type { ClassRow, ClassTable, ProposalDocument } from './proposal-document';
import { PROPOSAL_TEXTS, type ProposalTexts, plainAmount, plainPercent } from './proposal-texts';

/**
 * A version of the dividend proposal as an A4 landscape PDF: the header (case, debtor, trustee, dates),
 * one table per class with its total, and the summary whose amounts are the tables' totals.
 * Helvetica in WinAnsiEncoding, as the claims register.
 */

const COLUMNS: PdfColumn[] = [
  { width: 200 },
  { width: 90 },
  { width: 100, align: 'right' },
  { width: 100, align: 'right' },
  { width: 70, align: 'right' },
  { width: 200 },
];

export const tableName = (t: ProposalTexts, table: Pick<ClassTable, 'priorityClass' | 'asset'>) =>
  table.asset ? t.inAsset(table.asset) : t.classes[table.priorityClass];

export const noteOf = (t: ProposalTexts, row: { uncovered: boolean; notPaidOut: boolean }) =>
  [row.uncovered ? t.uncovered : '', row.notPaidOut ? t.notPaidOut : ''].filter(Boolean).join('; ');

/** How a file writes an amount and a percentage: as text in the PDF, as numbers in the XLSX. */
export interface CellWriters<C> {
  amount: (value: string) => C;
  percent: (value: string) => C;
}

/** A creditor's row of a class table in the column order of both files (null: an empty cell). */
export const rowCells = <C>(t: ProposalTexts, row: ClassRow, cell: CellWriters<C>) => [
  row.creditorName,
  row.claimNumbers.join(', '),
  cell.amount(row.admitted),
  cell.amount(row.dividend),
  cell.percent(row.percent),
  noteOf(t, row) || null,
];

/** The total row of a class table named `name`. */
export const totalCells = <C>(t: ProposalTexts, table: ClassTable, name: string, cell: CellWriters<C>) => [
  t.classTotal(name),
  null,
  cell.amount(table.admitted),
  cell.amount(table.dividend),
  cell.percent(table.percent),
];

/** The header's label and value pairs, shared by the PDF and the XLSX. */
export function headerLines(document: ProposalDocument, t: ProposalTexts): [string, string][] {
  const { header, summary } = document;
  const day = (value: string | null) => value?.slice(0, 10) ?? t.notYet;
  return [
    [t.case, header.knr],
    [t.debtor, `${header.debtorName} (${header.debtorOrgnr})`],
    [t.trustee, header.trusteeName],
    [t.lawFirm, header.lawFirmName],
    [t.drawnUp, summary.createdAt.slice(0, 10)],
    [t.published, day(summary.publishedAt)],
    [t.sentToAuthority, day(summary.sentToAuthorityOn)],
    [t.confirmed, day(summary.confirmedOn)],
    [t.final, day(summary.finalOn)],
  ];
}

/** The summary's label and amount pairs: entered, distributed, paid out, not paid out, surplus. */
export function summaryLines(document: ProposalDocument, t: ProposalTexts): [string, string][] {
  const s = document.summary;
  return [
    [t.entered, s.enteredAmount],
    [t.distributed, s.distributedAmount],
    [t.paidOut, s.paidOutAmount],
    [t.notPaidOutTotal, s.notPaidOutAmount],
    [t.surplus, s.surplusAmount],
  ];
}

export function renderProposalPdf(
  document: ProposalDocument,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const language = document.language;
  const t = PROPOSAL_TEXTS[language];
  const doc = tableDocument(
    language,
    {
      Title: `${t.title} ${document.header.knr} ${t.version(document.summary.version)}`,
      Author: document.header.lawFirmName,
      CreationDate: new Date(document.summary.createdAt),
    },
    options,
  );
  const done = bytesOf(doc);
  tableHeader(
    doc,
    `${t.title}, ${t.version(document.summary.version).toLowerCase()}`,
    headerLines(document, t),
    t.minimum(`${plainAmount(document.summary.minimumDividend, language)} kr`),
  );

  const c = t.columns;
  const table = new PdfTable(doc, COLUMNS, [c.creditor, c.claims, c.admitted, c.dividend, c.percent, c.note]);
  const cell: CellWriters<string> = {
    amount: (value) => plainAmount(value, language),
    percent: (value) => plainPercent(value, language),
  };
  for (const classTable of document.tables) {
    const name = tableName(t, classTable);
    table.line(name, 10);
    for (const row of classTable.rows) table.row(rowCells(t, row, cell));
    table.row(totalCells(t, classTable, name, cell), 'Helvetica-Bold');
    table.space();
  }
  table.line(t.summary, 10);
  for (const [label, value] of summaryLines(document, t))
    table.row([label, '', '', cell.amount(value)], 'Helvetica-Bold');
  pageNumbers(doc, t.page);
  doc.end();
  return done;
}
