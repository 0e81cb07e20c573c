import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { csvFile, neutraliseCsvFormula } from 'shared-api/contract';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';

/**
 * A CSV we write is opened by spreadsheets set to `;` (Swedish Excel) and to `,` (English Excel),
 * and by readers that ignore quotes. The case history held a creditor named `Evil AB,=2+5,`:
 * read with `,` it gave the cell `=2+5`, which a spreadsheet runs. Every export is parsed here
 * with both separators, honouring quotes and not, by a real CSV parser, and no cell may start as
 * a formula: =, +, -, @ after any white space (a tab, a carriage return) and quotes.
 */

/** A spreadsheet runs a cell whose first character past white space and quotes is one of these. */
const FORMULA_CELL = /^[\s"]*[=+\-@]/;

const OPTIONS = {
  bom: true,
  relax_quotes: true,
  relax_column_count: true,
  record_delimiter: ['\r\n', '\n', '\r'],
};

/**
 * `text` read with `delimiter`, honouring quotes. Read with the other separator, a field can open a
 * quote that nothing closes; a spreadsheet then reads to the end of the file as that one cell, which
 * a closing quote at the end gives csv-parse too.
 */
function readQuoted(text: string, delimiter: string): string[][] {
  try {
    return parse(text, { ...OPTIONS, delimiter });
  } catch (error) {
    if ((error as { code?: string }).code !== 'CSV_QUOTE_NOT_CLOSED') throw error;
    return parse(`${text}"`, { ...OPTIONS, delimiter });
  }
}

/** Every reading of `text` a spreadsheet might make: `;` and `,`, with and without quotes. */
function readings(text: string): { how: string; cells: string[] }[] {
  return [';', ','].flatMap((delimiter) => [
    { how: `'${delimiter}' with quotes`, cells: readQuoted(text, delimiter).flat() },
    {
      how: `'${delimiter}' without quotes`,
      cells: (parse(text, { ...OPTIONS, delimiter, quote: false }) as string[][]).flat(),
    },
  ]);
}

const formulaCells = (text: string) =>
  readings(text).flatMap(({ how, cells }) =>
    cells.filter((c) => FORMULA_CELL.test(c)).map((c) => `${how}: ${c}`),
  );

describe('csvFile (the cells of every CSV export)', () => {
  const hostile = fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', ' ', "'", 'a', '1', 'Å'),
    maxLength: 12,
  });

  it('reads back exactly with `;` as RFC 4180 says, each value neutralised', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(hostile, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        (rows) => {
          const parsed = parse(csvFile(rows), {
            delimiter: ';',
            bom: true,
            relax_column_count: true,
            record_delimiter: '\r\n',
          });
          expect(parsed).toEqual(rows.map((row) => row.map(neutraliseCsvFormula)));
        },
      ),
    );
  });

  it('never gives a formula cell, whatever the separator and whether quotes are honoured', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(hostile, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        (rows) => {
          expect(formulaCells(csvFile(rows))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    ['Evil AB,=2+5,', "Evil AB,'=2+5,"],
    ['Anna;@SUM(1+1)', "Anna;'@SUM(1+1)"],
    ['-2+3', "'-2+3"],
    ['x,\t=1', "x,'\t'=1"],
    ['a, "=1"', `a,' "=1"`],
    ['Nordlaw, Stockholm', 'Nordlaw, Stockholm'],
  ])('neutralises %j as %j', (value, expected) => {
    expect(neutraliseCsvFormula(value)).toBe(expected);
  });
});

describe('GET /api/LawFirm/caseHistory/csv with hostile names and reasons', () => {
  let t: TestApp;
  let w: FilesWorld;
  let as: Record<'anna' | 'leverantor', SignedIn>;
  const EVIL_CREDITOR = 'Evil AB,=2+5,';
  const EVIL_STAFF = 'Anna;@SUM(1+1)\t-2+3';
  const EVIL_REASON = "Godtas, =1+1; +cmd|' /C calc'!A0";

  beforeAll(async () => {
    t = await createTestApp();
    w = await loadWorld(t.db);
    as = await loginAll(t.app);
    await t.db
      .updateTable('creditors')
      .set({ name: EVIL_CREDITOR })
      .where('email', '=', 'leverantor@creditor.demo')
      .execute();
    await t.db
      .updateTable('users')
      .set({ name: EVIL_STAFF })
      .where('email', '=', 'anna.berg@nordlaw.demo')
      .execute();
    const form = multipart(
      { CaseId: w.shared, ClaimAmount: '1500', ClaimBasis: 'Rent' },
      { name: 'faktura,=2+5.pdf', content: MINIMAL_PDF },
    );
    const filed = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/invoice/add',
      headers: { ...as.leverantor.headers, ...form.headers },
      payload: form.payload,
    });
    expect(filed.status).toBe(200);
    const decided = await call(t.app, {
      method: 'PUT',
      url: '/api/LawFirm/invoice/update',
      headers: as.anna.headers,
      payload: {
        invoiceId: filed.body.data.invoiceId,
        invoiceStatus: 'Rejected',
        decisionReason: EVIL_REASON,
      },
    });
    expect(decided.status).toBe(200);
  });
  afterAll(() => t.close());

  it.each(['sv', 'en'])('gives no formula cell in any reading (%s)', async (language) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/LawFirm/caseHistory/csv?caseId=${w.shared}`,
      headers: { ...as.anna.headers, 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    // The hostile texts are in the file, so the check has something to find.
    const cells = parse(res.body, { delimiter: ';', bom: true }).flat();
    expect(cells).toContain("Evil AB,'=2+5,");
    expect(cells.some((c: string) => c.includes("Godtas,' =1+1;' +cmd"))).toBe(true);
    expect(formulaCells(res.body)).toEqual([]);
  });
});
