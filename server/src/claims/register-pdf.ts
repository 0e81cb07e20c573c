import PDFDocument from 'pdfkit';
import type { RegisterTotals } from '../db/claims-register-repository';
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
} from './register-texts';

/**
 * The claims register as a landscape A4 PDF: a table of the claims under their group headings,
 * each group closed by its total line, the grand total last, the column heads repeated on each
 * page and "Page n of N" at the foot. Helvetica in WinAnsiEncoding, as the receipt (receipt.ts).
 */

const MARGIN = 40;
const ROW = 13;
const FONT_SIZE = 8;

type Column = { key: keyof RegisterTexts['columns']; width: number; align?: 'right' };
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
const GAP = 4;

/** "12 500,50" / "12,500.50": the amount without its unit (the column head names it). */
const plainAmount = (amount: string | null, language: ClaimsRegister['language']) =>
  amount === null ? '' : formatAmount(amount, language).replace(/^SEK |\s?kr$/g, '');

/** Draws the rows of a table and turns the page (column heads again) when one is full. */
class Table {
  private y: number;
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly heads: string[],
  ) {
    this.y = doc.y;
    this.head();
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - ROW * 2;
  }

  private head() {
    this.cells(this.heads, 'Helvetica-Bold');
    this.doc
      .moveTo(MARGIN, this.y - 2)
      .lineTo(this.doc.page.width - MARGIN, this.y - 2)
      .lineWidth(0.5)
      .stroke();
  }

  private room() {
    if (this.y + ROW <= this.bottom) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.head();
  }

  private cells(values: readonly string[], font: string) {
    let x = MARGIN;
    this.doc.font(font).fontSize(FONT_SIZE);
    COLUMNS.forEach((column, index) => {
      const value = values[index] ?? '';
      if (value)
        this.doc.text(value, x, this.y, {
          width: column.width - GAP,
          height: ROW,
          ellipsis: true,
          lineBreak: false,
          align: column.align ?? 'left',
        });
      x += column.width;
    });
    this.y += ROW;
  }

  row(values: readonly string[], font = 'Helvetica') {
    this.room();
    this.cells(values, font);
  }

  /** A claim's note under its row (its objections), indented and in italics. */
  note(text: string) {
    this.room();
    this.doc
      .font('Helvetica-Oblique')
      .fontSize(FONT_SIZE)
      .text(text, MARGIN + 32, this.y, {
        width: this.doc.page.width - MARGIN * 2 - 32,
        height: ROW,
        ellipsis: true,
        lineBreak: false,
      });
    this.y += ROW;
  }

  /** A line of text across the table (a group heading). */
  line(text: string, size = 9) {
    this.room();
    this.doc
      .font('Helvetica-Bold')
      .fontSize(size)
      .text(text, MARGIN, this.y + 2, { lineBreak: false });
    this.y += ROW + 2;
  }

  space() {
    this.y += ROW / 2;
  }
}

function drawHeader(doc: PDFKit.PDFDocument, register: ClaimsRegister, t: RegisterTexts) {
  const c = register.case;
  doc.font('Helvetica-Bold').fontSize(16).text(t.title, MARGIN, MARGIN);
  doc.moveDown(0.3).font('Helvetica').fontSize(9);
  for (const [label, value] of [
    [t.case, c.knr],
    [t.debtor, `${c.debtorName} (${c.debtorOrgnr})`],
    [t.lawFirm, c.lawFirmName],
    [t.deadline, c.claimsDeadline ?? t.noDeadline],
    [t.drawnUp, formatStockholm(register.drawnUp)],
  ])
    doc.text(`${label}: ${value}`);
  doc.font('Helvetica-Oblique').text(t.times);
  doc.moveDown(0.8);
}

/** The register as PDF bytes (`compress: false` lets a test read the text). */
export function renderRegisterPdf(
  register: ClaimsRegister,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = REGISTER_TEXTS[register.language];
  const language = register.language;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: language === 'sv' ? 'sv-SE' : 'en-GB',
    info: {
      Title: `${t.title} ${register.case.knr}`,
      Author: register.case.lawFirmName,
      CreationDate: register.drawnUp,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, register, t);
  const table = new Table(
    doc,
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

  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    // The foot sits in the bottom margin: without this pdfkit would turn the page to write it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(t.page(index + 1, pages.count), MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - MARGIN * 2,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
