import type { Readable } from 'node:stream';
import { MAX_INVITATION_ROWS } from 'shared-api/contract';
import { badRequest, type Texts } from '../http/errors';
import { type CellRow, CsvRows } from './csv-rows';
import { readXlsxRows } from './xlsx-rows';
import { LIST_NOT_A_WORKBOOK } from './zip-limits';

/**
 * Reads a creditor list: CSV (`;` or `,` separated, UTF-8 with or without a BOM,
 * quotes as RFC 4180) or the first sheet of an XLSX. The first non-empty row holds the headings,
 * Swedish or English in any casing; the columns may come in any order. Each later non-empty row
 * becomes one `ListRow`, numbered by its line (CSV) or row (XLSX) in the file. Both are read as
 * streams (csv-rows.ts, xlsx-rows.ts) and the reading stops at the first row past
 * MAX_INVITATION_ROWS with a 400: a list of a million rows costs no more than one of 10,001.
 */

export interface ListRow {
  line: number;
  name: string;
  orgNumber: string;
  email: string;
  amount: string;
}

type Column = 'name' | 'orgNumber' | 'email' | 'amount';

const HEADINGS: Record<string, Column> = {
  namn: 'name',
  name: 'name',
  borgenär: 'name',
  creditor: 'name',
  organisationsnummer: 'orgNumber',
  orgnr: 'orgNumber',
  'org nr': 'orgNumber',
  'org.nr': 'orgNumber',
  'org. nr': 'orgNumber',
  'organisation number': 'orgNumber',
  'organization number': 'orgNumber',
  'e-post': 'email',
  epost: 'email',
  'e-postadress': 'email',
  email: 'email',
  'e-mail': 'email',
  belopp: 'amount',
  amount: 'amount',
  skuld: 'amount',
};

const headingOf = (text: string): Column | undefined =>
  HEADINGS[text.trim().toLowerCase().replace(/\s+/g, ' ')];

/** The message of a list without the columns it needs. */
export const MISSING_COLUMNS: Texts = {
  en: 'The list needs the columns name (namn), organisation number (organisationsnummer) and e-mail (e-post)',
  sv: 'Listan behöver kolumnerna namn, organisationsnummer och e-post',
};
export const EMPTY_LIST: Texts = {
  en: 'The list has no rows below its headings',
  sv: 'Listan har inga rader under rubrikerna',
};
export const TOO_MANY_ROWS: Texts = {
  en: `The list has more than ${MAX_INVITATION_ROWS} rows`,
  sv: `Listan har fler än ${MAX_INVITATION_ROWS} rader`,
};
export const UNREADABLE_LIST: Texts = LIST_NOT_A_WORKBOOK;

/**
 * Builds the list a row at a time: the first non-empty row gives the columns, each later non-empty
 * one a `ListRow`; one row past MAX_INVITATION_ROWS throws at once, so the reader stops there.
 */
export class ListBuilder {
  private index: Map<Column, number> | null = null;
  readonly rows: ListRow[] = [];

  add({ line, values }: CellRow): void {
    if (!values.some((value) => value.trim() !== '')) return;
    if (!this.index) {
      this.index = columnsOf(values);
      return;
    }
    if (this.rows.length >= MAX_INVITATION_ROWS) throw badRequest(TOO_MANY_ROWS);
    const cell = (column: Column) => {
      const i = this.index?.get(column);
      return i === undefined ? '' : (values[i] ?? '').trim();
    };
    this.rows.push({
      line,
      name: cell('name'),
      orgNumber: cell('orgNumber'),
      email: cell('email'),
      amount: cell('amount'),
    });
  }

  finish(): ListRow[] {
    if (this.rows.length === 0) throw badRequest(EMPTY_LIST);
    return this.rows;
  }
}

/** The column of each heading the list needs; 400 when one is missing. */
function columnsOf(head: string[]): Map<Column, number> {
  const index = new Map<Column, number>();
  head.forEach((text, i) => {
    const column = headingOf(text);
    if (column && !index.has(column)) index.set(column, i);
  });
  if (!index.has('name') || !index.has('orgNumber') || !index.has('email')) throw badRequest(MISSING_COLUMNS);
  return index;
}

/** Turns rows of cells (the first non-empty one the headings) into list rows. */
export function rowsFromCells(cells: CellRow[]): ListRow[] {
  const list = new ListBuilder();
  for (const row of cells) list.add(row);
  return list.finish();
}

/** CSV text into rows of cells, each with the line it starts on (quoted cells may span lines). */
export function parseCsv(input: string): CellRow[] {
  const rows: CellRow[] = [];
  const reader = new CsvRows((row) => rows.push(row));
  reader.push(input);
  reader.end();
  return rows;
}

/** Reads a CSV stream a chunk at a time, as UTF-8 (a byte sequence that is not UTF-8 is refused). */
async function readCsv(source: Readable, list: ListBuilder): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const reader = new CsvRows((row) => list.add(row));
  const decode = (bytes?: Buffer) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw badRequest(UNREADABLE_LIST);
    }
  };
  try {
    for await (const chunk of source) reader.push(decode(chunk as Buffer));
    reader.push(decode());
    reader.end();
  } finally {
    source.destroy();
  }
}

/** Reads a stored list of a kind ('csv' or 'xlsx'): `open()` streams its bytes (an XLSX is checked whole first). */
export async function readCreditorList(open: () => Promise<Readable>, kind: string): Promise<ListRow[]> {
  const list = new ListBuilder();
  if (kind === 'xlsx') {
    const chunks: Buffer[] = [];
    for await (const chunk of await open()) chunks.push(chunk as Buffer);
    await readXlsxRows(Buffer.concat(chunks), (row) => list.add(row));
  } else await readCsv(await open(), list);
  return list.finish();
}
