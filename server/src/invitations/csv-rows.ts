/**
 * A creditor list's CSV read as it arrives, a chunk at a time: `;` or `,` separated (whichever the
 * heading line has more of outside quotes), UTF-8 with or without a BOM, quotes as RFC 4180, CR,
 * LF or CRLF line ends. Each row goes to `onRow` as soon as it ends, with the line it starts on
 * (quoted cells may span lines), so the reader can stop at its row limit before reading further.
 */

export interface CellRow {
  line: number;
  values: string[];
}

export class CsvRows {
  private separator: ';' | ',' | null = null;
  /** The heading line so far, while the separator is unknown, and what counting it found. */
  private head = { text: '', scanned: 0, quoted: false, semicolons: 0, commas: 0 };
  private values: string[] = [];
  private value = '';
  /** `quote`: a quote inside a quoted value, either its end or the first of a doubled quote. */
  private state: 'plain' | 'quoted' | 'quote' = 'plain';
  private line = 1;
  private start = 1;
  private afterCr = false;
  private first = true;

  constructor(private readonly onRow: (row: CellRow) => void) {}

  push(input: string): void {
    let text = input;
    if (this.first && text) {
      this.first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (this.separator !== null) this.feed(text);
    else {
      this.head.text += text;
      if (this.headEnded()) this.startWith(this.head.text);
    }
  }

  /** The end of the input: the last row, with or without a line end after it. */
  end(): void {
    if (this.separator === null) this.startWith(this.head.text);
    if (this.value !== '' || this.values.length > 0) this.endRow();
  }

  /** Whether the heading line has ended; counts its separators outside quotes on the way. */
  private headEnded(): boolean {
    const head = this.head;
    for (; head.scanned < head.text.length; head.scanned++) {
      const char = head.text[head.scanned];
      if (char === '"') head.quoted = !head.quoted;
      else if (head.quoted) continue;
      else if (char === ';') head.semicolons++;
      else if (char === ',') head.commas++;
      else if (char === '\n' || char === '\r') return true;
    }
    return false;
  }

  private startWith(text: string): void {
    this.separator = this.head.semicolons >= this.head.commas ? ';' : ',';
    this.head.text = '';
    this.feed(text);
  }

  private feed(text: string): void {
    const separator = this.separator;
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (this.afterCr) {
        this.afterCr = false;
        if (char === '\n') continue;
      }
      if (this.state === 'quote') {
        if (char === '"') {
          this.value += '"';
          this.state = 'quoted';
          continue;
        }
        this.state = 'plain';
      }
      if (this.state === 'quoted') {
        if (char === '"') this.state = 'quote';
        else {
          if (char === '\n') this.line++;
          this.value += char;
        }
      } else if (char === '"' && this.value.trim() === '') {
        this.state = 'quoted';
        this.value = '';
      } else if (char === separator) {
        this.values.push(this.value);
        this.value = '';
      } else if (char === '\n' || char === '\r') {
        this.endRow();
        this.afterCr = char === '\r';
      } else this.value += char;
    }
  }

  private endRow(): void {
    this.values.push(this.value);
    const row = { line: this.start, values: this.values };
    this.values = [];
    this.value = '';
    this.state = 'plain';
    this.line++;
    this.start = this.line;
    this.onRow(row);
  }
}
