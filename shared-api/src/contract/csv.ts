/**
 * CSV for Swedish Excel, shared by the claims export in the browser and the
 * case history export on the server: UTF-8 with a BOM, `;` between fields
 * (the comma is the decimal sign), CRLF lines, quoting as RFC 4180.
 */

/** The UTF-8 byte order mark: without it Excel reads å, ä, ö as mojibake. */
export const CSV_BOM = '\uFEFF';

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage
 * return as a formula (=HYPERLINK(...), +cmd|...). A cell starts not only where the value starts: a
 * reader set to another separator (English Excel splits on `,`), or one that ignores the quotes,
 * starts a new cell after every `,`, `;`, tab or line break inside the value. So at the value's start
 * and after each of those, when what follows (past any white space and quotes) is a formula character, a
 * `'` goes in front of it; Excel and LibreOffice show such a cell as text. See
 * docs/decisions/0032-csv-cells-safe-with-any-separator.md.
 */
const FORMULA_AHEAD = /^[\s"]*[=+\-@\t\r]/;
const SEPARATOR_BEFORE_FORMULA = /([,;\t\r\n])(?=[\s"]*[=+\-@\t\r])/g;

export const neutraliseCsvFormula = (value: string): string =>
  (FORMULA_AHEAD.test(value) ? "'" : '') + value.replace(SEPARATOR_BEFORE_FORMULA, "$1'");

/** RFC 4180 with `;` as the separator: a field with `;`, a quote or a line break is quoted, its quotes doubled. */
const quoted = (value: string): string => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** One field: neutralised, then quoted when it holds `;`, `"` or a line break. */
export const csvCell = (value: string): string => quoted(neutraliseCsvFormula(value));

/** Rows as a whole CSV file: BOM, `;`-separated cells, CRLF after every row. */
export const csvFile = (rows: readonly (readonly string[])[]): string =>
  CSV_BOM + rows.map((row) => `${row.map(csvCell).join(';')}\r\n`).join('');
