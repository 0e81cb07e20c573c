import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Workbooks made byte by byte for the tests of reading creditor lists: a sheet of any number of
 * rows in a few hundred milliseconds (exceljs takes minutes for 300,000), and zips that lie about
 * themselves, which no spreadsheet program writes.
 */

export interface ZipPart {
  name: string;
  content: Buffer;
  /** Deflated (default) or stored. */
  stored?: boolean;
  /** The unpacked size the zip states, when it is to lie. */
  statedSize?: number;
  /** zlib's level, 9 unless given: 1 deflates 70 MB in a second, 9 takes several. */
  level?: number;
}

/** A zip of `parts`, in order, with its central directory. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const data = part.stored ? part.content : deflateRawSync(part.content, { level: part.level ?? 9 });
    const size = part.statedSize ?? part.content.length;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0x0800, at + 2);
      header.writeUInt16LE(part.stored ? 0 : 8, at + 4);
      header.writeUInt32LE(crc32(part.content), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${text}`);
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * The sheet XML of a creditor list: a heading row and `rows` rows of four filled cells, each
 * creditor its own (or, `alike`, all the same, which deflates as small as a real list of that
 * length with shared strings does).
 */
export function listSheet(rows: number, { alike = false } = {}): Buffer {
  const parts = [
    `<worksheet xmlns="${MAIN}"><sheetData>`,
    `<row r="1">${inline('A1', 'Namn')}${inline('B1', 'Organisationsnummer')}${inline('C1', 'E-post')}${inline('D1', 'Belopp')}</row>`,
  ];
  for (let i = 2; i <= rows + 1; i++) {
    const n = alike ? '' : ` ${i}`;
    parts.push(
      `<row r="${i}">${inline(`A${i}`, `Borgenär${n} AB`)}${inline(`B${i}`, '556016-0680')}${inline(`C${i}`, `b${alike ? '' : i}@lista.test`)}<c r="D${i}"><v>${alike ? 100 : i}</v></c></row>`,
    );
  }
  parts.push('</sheetData></worksheet>');
  return xml(parts.join(''));
}

/** The parts of a one-sheet workbook around `sheet` (its XML), in the order spreadsheet programs write them. */
export function workbookParts(sheet: Buffer): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      content: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      content: xml(
        `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      content: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${DOC}"><sheets><sheet name="Borgenärer" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: xml(
        `<Relationships xmlns="${RELS}">` +
          `<Relationship Id="rId1" Type="${DOC}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${DOC}/sharedStrings" Target="sharedStrings.xml"/>` +
          '</Relationships>',
      ),
    },
    { name: 'xl/sharedStrings.xml', content: xml(`<sst xmlns="${MAIN}" count="0" uniqueCount="0"/>`) },
    { name: 'xl/worksheets/sheet1.xml', content: sheet },
  ];
}

/** A creditor list of `rows` rows as an XLSX file. */
export const listWorkbook = (rows: number): Buffer => zipOf(workbookParts(listSheet(rows)));

/**
 * A creditor list as Excel writes it: the cells' texts in the shared strings, and that part after the
 * sheet in the zip, so that a streaming reader meets the sheet before the strings it refers to.
 */
export function excelOrderWorkbook(rows: number): Buffer {
  const strings = ['Namn', 'Organisationsnummer', 'E-post', 'Belopp', 'Borgenär AB', '556016-0680'];
  const cell = (ref: string, index: number) => `<c r="${ref}" t="s"><v>${index}</v></c>`;
  const parts = [
    `<worksheet xmlns="${MAIN}"><sheetData>`,
    `<row r="1">${cell('A1', 0)}${cell('B1', 1)}${cell('C1', 2)}${cell('D1', 3)}</row>`,
  ];
  for (let i = 2; i <= rows + 1; i++) {
    strings.push(`b${i}@lista.test`);
    parts.push(
      `<row r="${i}">${cell(`A${i}`, 4)}${cell(`B${i}`, 5)}${cell(`C${i}`, strings.length - 1)}</row>`,
    );
  }
  parts.push('</sheetData></worksheet>');
  const sst = xml(
    `<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`,
  );
  const around = workbookParts(xml(parts.join(''))).filter((part) => part.name !== 'xl/sharedStrings.xml');
  return zipOf([...around, { name: 'xl/sharedStrings.xml', content: sst }]);
}
