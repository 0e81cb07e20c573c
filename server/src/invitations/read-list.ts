import { type CellValue, Workbook } from 'exceljs';
import { MAX_INVITATION_ROWS } from 'shared-api/contract';
import { badRequest } from '../http/errors';

/**
 * Reads a creditor list (issue 16 §5): CSV (`;` or `,` separated, UTF-8 with or without a BOM,
 * quotes as RFC 4180) or the first sheet of an XLSX. The first non-empty row holds the headings,
 * Swedish or English in any casing; the columns may come in any order. Each later non-empty row
 * becomes one `ListRow`, numbered by its line (CSV) or row (XLSX) in the file.
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
export const MISSING_COLUMNS =
  'The list needs the columns name (namn), organisation number (organisationsnummer) and e-mail (e-post)';
export const EMPTY_LIST = 'The list has no rows below its headings';
export const TOO_MANY_ROWS = `The list has more than ${MAX_INVITATION_ROWS} rows`;
export const UNREADABLE_LIST = 'The file could not be read as a creditor list';

/** Turns rows of cells (the first non-empty one the headings) into list rows. */
export function rowsFromCells(cells: { line: number; values: string[] }[]): ListRow[] {
  const filled = cells.filter((row) => row.values.some((value) => value.trim() !== ''));
  const [head, ...body] = filled;
  if (!head) throw badRequest(EMPTY_LIST);
  const index = new Map<Column, number>();
  head.values.forEach((text, i) => {
    const column = headingOf(text);
    if (column && !index.has(column)) index.set(column, i);
  });
  if (!index.has('name') || !index.has('orgNumber') || !index.has('email')) throw badRequest(MISSING_COLUMNS);
  if (body.length === 0) throw badRequest(EMPTY_LIST);
  if (body.length > MAX_INVITATION_ROWS) throw badRequest(TOO_MANY_ROWS);
  const cell = (values: string[], column: Column) => {
    const i = index.get(column);
    return i === undefined ? '' : (values[i] ?? '').trim();
  };
  return body.map(({ line, values }) => ({
    line,
    name: cell(values, 'name'),
    orgNumber: cell(values, 'orgNumber'),
    email: cell(values, 'email'),
    amount: cell(values, 'amount'),
  }));
}

/** The separator of a CSV: `;` or `,`, whichever the heading line has more of outside quotes. */
function separatorOf(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && (char === '\n' || char === '\r')) break;
  }
  return semicolons >= commas ? ';' : ',';
}

/** CSV text into rows of cells, each with the line it starts on (quoted cells may span lines). */
export function parseCsv(input: string): { line: number; values: string[] }[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = separatorOf(text);
  const rows: { line: number; values: string[] }[] = [];
  let values: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        value += char;
      }
    } else if (char === '"' && value.trim() === '') {
      quoted = true;
      value = '';
    } else if (char === separator) {
      values.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      values.push(value);
      rows.push({ line: start, values });
      values = [];
      value = '';
      line++;
      start = line;
    } else value += char;
  }
  if (value !== '' || values.length > 0) {
    values.push(value);
    rows.push({ line: start, values });
  }
  return rows;
}

/** The text of an XLSX cell: rich text joined, a hyperlink's text, a formula's result, a date as ISO. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return cellText(value.text as CellValue);
  if ('result' in value) return cellText((value.result ?? '') as CellValue);
  return '';
}

export async function parseXlsx(content: Buffer): Promise<{ line: number; values: string[] }[]> {
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest(UNREADABLE_LIST);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(EMPTY_LIST);
  const rows: { line: number; values: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      values[column - 1] = cellText(cell.value);
    });
    rows.push({ line, values: Array.from(values, (v) => v ?? '') });
  });
  return rows;
}

/** Reads a list file's bytes of a kind ('csv' or 'xlsx'). */
export async function readCreditorList(content: Buffer, kind: string): Promise<ListRow[]> {
  if (kind === 'xlsx') return rowsFromCells(await parseXlsx(content));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw badRequest(UNREADABLE_LIST);
  }
  return rowsFromCells(parseCsv(text));
}
