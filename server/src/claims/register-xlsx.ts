import { type Fill, Workbook, type Worksheet } from 'exceljs';
import type { RegisterTotals } from '../db/claims-register-repository';
import { OBJECTIONS_HEADING } from '../objections/register-lines';
import { filedByOf } from './receipt';
import type { ClaimsRegister } from './register';
import {
  claimStatusName,
  decidedClassName,
  groupName,
  priorityName,
  REGISTER_TEXTS,
  type RegisterTexts,
  registerHeaderLines,
  statusName,
  stockholmWallClock,
} from './register-texts';

/**
 * The claims register as an Excel workbook: a sheet with the claims under their group headings,
 * each group closed by its total line and the register by the grand total, and a summary sheet
 * with one line per group. Amounts are numbers (two decimals), times are date cells in Swedish
 * time, every text is a string cell (never a formula, whatever a creditor's name starts with).
 */

const AMOUNT_FORMAT = '#,##0.00';
const TIME_FORMAT = 'yyyy/mm/dd hh:mm:ss';
const GROUP_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const TOTAL_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };

/** The exact decimal string as the number the cell holds ("12500.50" -> 12500.5). */
const amountCell = (amount: string | null) => (amount === null ? null : Number(amount));

function header(sheet: Worksheet, register: ClaimsRegister, t: RegisterTexts) {
  sheet.addRow([t.title]).font = { bold: true, size: 14 };
  for (const line of registerHeaderLines(register, t)) sheet.addRow(line);
  sheet.addRow([t.times]).font = { italic: true };
  sheet.addRow([]);
}

function claimsSheet(book: Workbook, register: ClaimsRegister, t: RegisterTexts) {
  const sheet = book.addWorksheet(t.sheet, {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [
    { key: 'claimNumber', width: 8 },
    { key: 'creditor', width: 34 },
    { key: 'orgNr', width: 14 },
    { key: 'filedBy', width: 34 },
    { key: 'claimAmount', width: 20, style: { numFmt: AMOUNT_FORMAT } },
    { key: 'approvedAmount', width: 20, style: { numFmt: AMOUNT_FORMAT } },
    { key: 'decidedClass', width: 26 },
    { key: 'status', width: 14 },
    { key: 'filedAt', width: 20, style: { numFmt: TIME_FORMAT } },
    { key: 'late', width: 11 },
    { key: 'objections', width: 60 },
  ];
  header(sheet, register, t);
  const columns = t.columns;
  const head = sheet.addRow([
    columns.claimNumber,
    columns.creditor,
    columns.orgNr,
    columns.filedBy,
    columns.claimAmount,
    columns.approvedAmount,
    columns.decidedClass,
    columns.status,
    columns.filedAt,
    columns.late,
    OBJECTIONS_HEADING[register.language],
  ]);
  head.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: head.number }];
  sheet.autoFilter = { from: { row: head.number, column: 1 }, to: { row: head.number, column: 10 } };

  const totalRow = (label: string, totals: RegisterTotals, fill = TOTAL_FILL) => {
    const row = sheet.addRow([
      null,
      label,
      t.count(totals.count),
      null,
      amountCell(totals.claimAmount),
      amountCell(totals.approvedAmount),
    ]);
    row.font = { bold: true };
    row.eachCell((cell) => {
      cell.fill = fill;
    });
  };

  if (register.total.count === 0) sheet.addRow([null, t.noClaims]);
  for (const group of register.groups) {
    const heading = sheet.addRow([null, priorityName(t, group.priorityRight)]);
    heading.font = { bold: true, size: 12 };
    heading.getCell(2).fill = GROUP_FILL;
    for (const sub of group.statuses) {
      sheet.addRow([null, groupName(t, group.priorityRight, sub.status)]).font = {
        bold: true,
        italic: true,
      };
      for (const claim of sub.claims) {
        sheet.addRow([
          claim.claimNumber,
          claim.creditorName,
          claim.creditorOrgNr,
          filedByOf(claim, register.language),
          amountCell(claim.claimAmount),
          amountCell(claim.approvedAmount),
          decidedClassName(t, claim) || null,
          claimStatusName(t, claim),
          stockholmWallClock(claim.createdOn),
          claim.isLate ? t.lateMark : null,
          claim.objections?.length ? claim.objections.join('\n') : null,
        ]);
      }
      totalRow(t.total(groupName(t, group.priorityRight, sub.status)), sub.totals);
    }
    totalRow(t.total(priorityName(t, group.priorityRight)), group.totals, GROUP_FILL);
    sheet.addRow([]);
  }
  totalRow(t.grandTotal, register.total, GROUP_FILL);
}

function summarySheet(book: Workbook, register: ClaimsRegister, t: RegisterTexts) {
  const sheet = book.addWorksheet(t.summarySheet);
  sheet.columns = [
    { key: 'group', width: 30 },
    { key: 'status', width: 16 },
    { key: 'count', width: 10 },
    { key: 'claimAmount', width: 20, style: { numFmt: AMOUNT_FORMAT } },
    { key: 'approvedAmount', width: 20, style: { numFmt: AMOUNT_FORMAT } },
  ];
  header(sheet, register, t);
  sheet.addRow([
    t.summary.group,
    t.summary.status,
    t.summary.count,
    t.columns.claimAmount,
    t.columns.approvedAmount,
  ]).font = { bold: true };
  const line = (group: string, status: string, totals: RegisterTotals) =>
    sheet.addRow([
      group,
      status,
      totals.count,
      amountCell(totals.claimAmount),
      amountCell(totals.approvedAmount),
    ]);
  for (const group of register.groups) {
    const name = priorityName(t, group.priorityRight);
    for (const sub of group.statuses) line(name, statusName(t, sub.status), sub.totals);
    line(t.total(name), t.allStatuses, group.totals).font = { bold: true };
  }
  line(t.grandTotal, t.allStatuses, register.total).font = { bold: true };
}

/** The register as XLSX bytes. */
export async function renderRegisterXlsx(register: ClaimsRegister): Promise<Buffer> {
  const t = REGISTER_TEXTS[register.language];
  const book = new Workbook();
  book.creator = register.case.lawFirmName;
  book.title = `${t.title} ${register.case.knr}`;
  book.created = register.drawnUp;
  claimsSheet(book, register, t);
  summarySheet(book, register, t);
  return Buffer.from(await book.xlsx.writeBuffer());
}
