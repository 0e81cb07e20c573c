import { type Fill, Workbook } from 'exceljs';
import type { ProposalDocument } from './proposal-document';
import { type CellWriters, headerLines, rowCells, summaryLines, tableName, totalCells } from './proposal-pdf';
import { PROPOSAL_TEXTS } from './proposal-texts';

/**
 * A version of the dividend proposal as an Excel workbook: the header, one table per class with its
 * total, and the summary. Amounts are numbers with two decimals, percentages numbers with a % format;
 * every text is a string cell (never a formula, whatever a creditor's name starts with).
 */

const AMOUNT_FORMAT = '#,##0.00';
const PERCENT_FORMAT = '0.00" %"';
const GROUP_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const TOTAL_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };

/** Amounts and percentages as the numbers their cells hold ("12500.50" -> 12500.5). */
const NUMBERS: CellWriters<number> = { amount: Number, percent: Number };

export async function renderProposalXlsx(document: ProposalDocument): Promise<Buffer> {
  const t = PROPOSAL_TEXTS[document.language];
  const book = new Workbook();
  book.creator = document.header.lawFirmName;
  book.title = `${t.title} ${document.header.knr} ${t.version(document.summary.version)}`;
  book.created = new Date(document.summary.createdAt);
  const sheet = book.addWorksheet(t.title, {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [
    { key: 'creditor', width: 40 },
    { key: 'claims', width: 14 },
    { key: 'admitted', width: 22, style: { numFmt: AMOUNT_FORMAT } },
    { key: 'dividend', width: 22, style: { numFmt: AMOUNT_FORMAT } },
    { key: 'percent', width: 14, style: { numFmt: PERCENT_FORMAT } },
    { key: 'note', width: 44 },
  ];
  sheet.addRow([`${t.title}, ${t.version(document.summary.version).toLowerCase()}`]).font = {
    bold: true,
    size: 14,
  };
  for (const line of headerLines(document, t)) sheet.addRow(line);
  sheet.addRow([t.minimum(`${document.summary.minimumDividend} kr`)]).font = { italic: true };
  sheet.addRow([]);
  const c = t.columns;
  const head = sheet.addRow([c.creditor, c.claims, c.admitted, c.dividend, c.percent, c.note]);
  head.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: head.number }];

  for (const table of document.tables) {
    const name = tableName(t, table);
    const heading = sheet.addRow([name]);
    heading.font = { bold: true, size: 12 };
    heading.getCell(1).fill = GROUP_FILL;
    for (const row of table.rows) sheet.addRow(rowCells(t, row, NUMBERS));
    const total = sheet.addRow(totalCells(t, table, name, NUMBERS));
    total.font = { bold: true };
    total.eachCell((cell) => {
      cell.fill = TOTAL_FILL;
    });
    sheet.addRow([]);
  }
  sheet.addRow([t.summary]).font = { bold: true, size: 12 };
  for (const [label, value] of summaryLines(document, t))
    sheet.addRow([label, null, null, NUMBERS.amount(value)]).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
