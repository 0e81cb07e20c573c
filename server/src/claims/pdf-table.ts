import PDFDocument from 'pdfkit';
import type { Language } from 'shared-api/contract';

/**
 * The tables of the claims register's and the dividend proposal's PDFs: an A4 landscape document with a
 * header, a table drawn row by row which turns the page (with the column heads again) when one is full,
 * and "Page n of N" at the foot. Helvetica in WinAnsiEncoding, as the receipt (receipt.ts).
 */

export const MARGIN = 40;
const ROW = 13;
const FONT_SIZE = 8;
const GAP = 4;

export interface PdfColumn {
  width: number;
  align?: 'right';
}

export class PdfTable {
  private y: number;
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: readonly PdfColumn[],
    private readonly heads: readonly string[],
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

  private room(rows = 1) {
    if (this.y + ROW * rows <= this.bottom) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.head();
  }

  private cells(values: readonly (string | null)[], font: string) {
    let x = MARGIN;
    this.doc.font(font).fontSize(FONT_SIZE);
    this.columns.forEach((column, index) => {
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

  /** A row of cells; an empty or null one is left blank. */
  row(values: readonly (string | null)[], font = 'Helvetica') {
    this.room();
    this.cells(values, font);
  }

  /** A row's note under it (a claim's objections), indented and in italics. */
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

  /** A heading across the table; kept with at least two rows after it. */
  line(text: string, size = 9) {
    this.room(3);
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

/** An A4 landscape document for a table, its pages buffered so that their foot can number them all. */
export function tableDocument(
  language: Language,
  info: PDFKit.DocumentInfo,
  options: { compress?: boolean },
): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: language === 'sv' ? 'sv-SE' : 'en-GB',
    info,
  });
}

/** The title, the document's label and value lines and a remark in italics, above the table. */
export function tableHeader(
  doc: PDFKit.PDFDocument,
  title: string,
  lines: readonly (readonly [string, string])[],
  remark: string,
) {
  doc.font('Helvetica-Bold').fontSize(16).text(title, MARGIN, MARGIN);
  doc.moveDown(0.3).font('Helvetica').fontSize(9);
  for (const [label, value] of lines) doc.text(`${label}: ${value}`);
  doc.font('Helvetica-Oblique').text(remark);
  doc.moveDown(0.8);
}

/** "Page n of N" at the foot of every page of a document made with `bufferPages: true`. */
export function pageNumbers(doc: PDFKit.PDFDocument, label: (n: number, of: number) => string) {
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    // The foot sits in the bottom margin: without this pdfkit would turn the page to write it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(label(index + 1, pages.count), MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - MARGIN * 2,
        align: 'right',
        lineBreak: false,
      });
  }
}

/** The document's bytes once it ends. */
export function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
