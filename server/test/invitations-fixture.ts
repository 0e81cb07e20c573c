import { Workbook } from 'exceljs';
import { luhnValid } from 'shared-api/contract';

/** A valid organisation number "55xxxx-xxxx" from a seed: nine digits, then the Luhn check digit. */
export function orgNumber(seed: number): string {
  const nine = `55${String(seed).padStart(7, '0')}`.slice(0, 9);
  for (let d = 0; d <= 9; d++)
    if (luhnValid(`${nine}${d}`)) return `${nine.slice(0, 6)}-${nine.slice(6)}${d}`;
  throw new Error('no check digit');
}

/** The same number with a wrong check digit. */
export const badCheckDigit = (valid: string) => `${valid.slice(0, -1)}${(Number(valid.at(-1)) + 1) % 10}`;

export interface ListLine {
  name: string;
  org: string;
  email: string;
  amount?: string;
}

/** A CSV of the lines: Swedish headings, `;`, a BOM unless told otherwise. */
export function csvOf(
  lines: ListLine[],
  options: { separator?: string; bom?: boolean; english?: boolean } = {},
) {
  const sep = options.separator ?? ';';
  const head = options.english
    ? ['Name', 'Organisation number', 'Email', 'Amount']
    : ['Namn', 'Organisationsnummer', 'E-post', 'Belopp'];
  const quote = (v: string) => (v.includes(sep) || v.includes('"') ? `"${v.replaceAll('"', '""')}"` : v);
  const text = [head, ...lines.map((l) => [l.name, l.org, l.email, l.amount ?? ''])]
    .map((row) => row.map(quote).join(sep))
    .join('\r\n');
  return Buffer.from(`${options.bom === false ? '' : '\ufeff'}${text}\r\n`, 'utf8');
}

/** An XLSX of the lines, English headings in another order. */
export async function xlsxOf(lines: ListLine[]): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Borgenärer');
  sheet.addRow(['E-mail', 'Name', 'Amount', 'Org nr']);
  for (const l of lines)
    sheet.addRow([l.email, l.name, l.amount ? Number(l.amount.replace(',', '.')) : null, l.org]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
