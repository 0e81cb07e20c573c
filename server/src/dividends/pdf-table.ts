/**
 * A table drawn row by row on a pdfkit document, which turns the page (with the column heads again)
 * when one is full: the claims register's way of drawing, for any columns.
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

  private cells(values: readonly string[], font: string) {
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

  row(values: readonly string[], font = 'Helvetica') {
    this.room();
    this.cells(values, font);
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
