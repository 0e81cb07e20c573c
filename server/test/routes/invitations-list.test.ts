import { parseCsv, rowsFromCells } from '../../src/invitations/read-list';

/** How a creditor list's CSV is read (the route tests cover XLSX and the checks). */

describe('reading a creditor list', () => {
  it('takes `;` or `,` from the heading line, quotes with doubled quotes and line breaks, a BOM', () => {
    const semicolons = parseCsv('\ufeffNamn;E-post\r\n"Ett; AB";"a@b.se"\r\n"Två ""citat"" AB";c@d.se\r\n');
    expect(semicolons).toEqual([
      { line: 1, values: ['Namn', 'E-post'] },
      { line: 2, values: ['Ett; AB', 'a@b.se'] },
      { line: 3, values: ['Två "citat" AB', 'c@d.se'] },
    ]);
    const commas = parseCsv('Name,Email\n"Rad\nbrytning AB",e@f.se\nSist AB,g@h.se');
    expect(commas).toEqual([
      { line: 1, values: ['Name', 'Email'] },
      { line: 2, values: ['Rad\nbrytning AB', 'e@f.se'] },
      { line: 4, values: ['Sist AB', 'g@h.se'] },
    ]);
  });

  it('finds the columns by their Swedish or English headings in any order and skips empty rows', () => {
    const rows = rowsFromCells([
      { line: 1, values: ['', '', ''] },
      { line: 2, values: ['E-POST', 'Org.nr', 'namn', 'Belopp'] },
      { line: 3, values: ['a@b.se', '556016-0680', ' Ett AB ', '100'] },
      { line: 4, values: ['', '', '', ''] },
    ]);
    expect(rows).toEqual([
      { line: 3, name: 'Ett AB', orgNumber: '556016-0680', email: 'a@b.se', amount: '100' },
    ]);
  });

  it('refuses a list without its columns or without rows', () => {
    expect(() => rowsFromCells([{ line: 1, values: ['Namn', 'Telefon'] }])).toThrow(/organisation number/);
    expect(() => rowsFromCells([{ line: 1, values: ['Namn', 'Orgnr', 'Email'] }])).toThrow(/no rows/);
    expect(() => rowsFromCells([])).toThrow(/no rows/);
  });
});
