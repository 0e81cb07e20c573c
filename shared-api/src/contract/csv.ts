/**
 * CSV for Swedish Excel, shared by the claims export in the browser and the
 * case history export on the server: UTF-8 with a BOM, `;` between fields
 * (the comma is the decimal sign), CRLF lines.
 */

/** The UTF-8 byte order mark: without it Excel reads å, ä, ö as mojibake. */
export const CSV_BOM = '\uFEFF';

/**
 * CSV injection (OWASP, issue 12 §4): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a
 * carriage return as a formula (=HYPERLINK(...), +cmd|...). Such a cell starts with ' instead, which
 * Excel and LibreOffice show as text.
 */
export const neutraliseCsvFormula = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

const quoted = (value: string): string => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One field: neutralised, then quoted when it holds `;`, `"` or a line break. */
export const csvCell = (value: string): string => quoted(neutraliseCsvFormula(value));

/** Rows as a whole CSV file: BOM, `;`-separated cells, CRLF after every row. */
export const csvFile = (rows: readonly (readonly string[])[]): string =>
  CSV_BOM + rows.map((row) => `${row.map(csvCell).join(';')}\r\n`).join('');
