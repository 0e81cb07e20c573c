import { createInflateRaw } from 'node:zlib';
import { badRequest, type Texts } from '../http/errors';

/**
 * An XLSX is a zip: 3 MB of upload can unpack to 60 MB of XML (300,000 rows) or, made to, to
 * gigabytes. Before a byte is unpacked for reading, the zip's central directory (at its end) says
 * how many entries it has and how large each unpacks; a file over the caps below is refused. What
 * it says is then checked: every entry must lie where the directory puts it, one after another as a
 * reader that streams the file finds them, and must unpack to exactly the size stated (counted
 * while inflating, stopped at the first byte too many). So what the reader later unpacks is
 * bounded by the caps, whatever the file claims. See docs/decisions/0033-creditor-lists-read-within-bounds.md.
 *
 * The checked zip is handed on with its entries in the order a streaming reader needs them: the
 * workbook's relations, the workbook and the shared strings before the sheets. Excel writes the
 * shared strings last, and exceljs' reader writes a sheet it meets before them to a temporary file,
 * removed only once the whole sheet is read, which a list stopped at its row limit never is.
 */

/** A creditor list of 10,000 rows unpacks to a few MB of XML; this leaves room for wide sheets and styles. */
export const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;
/** A workbook of one sheet has about a dozen entries. */
export const MAX_ZIP_ENTRIES = 500;

const SAVE_ALONE: Texts = {
  en: 'Save the creditor list alone (one sheet) as XLSX or CSV',
  sv: 'Spara borgenärsförteckningen för sig (ett blad) som XLSX eller CSV',
};
export const LIST_TOO_LARGE_UNPACKED: Texts = {
  en: `The workbook unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB. ${SAVE_ALONE.en}`,
  sv: `Arbetsboken blir större än ${MAX_UNPACKED_BYTES / 1024 / 1024} MB uppackad. ${SAVE_ALONE.sv}`,
};
export const LIST_TOO_MANY_ENTRIES: Texts = {
  en: `The workbook has more than ${MAX_ZIP_ENTRIES} parts. ${SAVE_ALONE.en}`,
  sv: `Arbetsboken har fler än ${MAX_ZIP_ENTRIES} delar. ${SAVE_ALONE.sv}`,
};
export const LIST_NOT_A_WORKBOOK: Texts = {
  en: 'The file could not be read as a creditor list',
  sv: 'Filen kunde inte läsas som en borgenärsförteckning',
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** After the data of an entry whose local header has no sizes: signature, CRC-32, sizes. */
const DATA_DESCRIPTOR = 0x08074b50;
const DATA_DESCRIPTOR_LENGTH = 16;

interface Entry {
  name: string;
  flags: number;
  method: number;
  packed: number;
  unpacked: number;
  offset: number;
}

const broken = () => badRequest(LIST_NOT_A_WORKBOOK);

/** The end-of-directory record: searched backwards over the longest comment a zip may carry. */
function endOfDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at--)
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw broken();
}

/** The entries the central directory lists, refused over the caps before anything is unpacked. */
function directoryOf(zip: Buffer): { entries: Entry[]; directoryStart: number } {
  if (zip.length < 22) throw broken();
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  const start = zip.readUInt32LE(end + 16);
  // Split archives and ZIP64 (a count or an offset too large for these fields) are no spreadsheet's.
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0) throw broken();
  if (count === 0xffff || start === 0xffffffff || size === 0xffffffff) throw broken();
  if (count > MAX_ZIP_ENTRIES) throw badRequest(LIST_TOO_MANY_ENTRIES);
  if (start + size > end) throw broken();
  const entries: Entry[] = [];
  let unpackedTotal = 0;
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw broken();
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: Entry = {
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      packed: zip.readUInt32LE(at + 20),
      unpacked: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    unpackedTotal += entry.unpacked;
    if (unpackedTotal > MAX_UNPACKED_BYTES) throw badRequest(LIST_TOO_LARGE_UNPACKED);
    // Encrypted, or packed other than stored or deflated: not a workbook this reads.
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) throw broken();
    if (entry.method === 0 && entry.packed !== entry.unpacked) throw broken();
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return { entries, directoryStart: start };
}

/** The parts a sheet is read with, in the order the reader must meet them. */
const READ_FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];

/** A checked workbook: its bytes in reading order, and whether it has shared strings at all. */
export interface CheckedWorkbook {
  pieces: Buffer[];
  sharedStrings: boolean;
}

/**
 * Where each entry's packed bytes are. Its local header agrees with the directory, and the entries
 * follow one another from the first byte to the directory with nothing between them, so a reader
 * that streams the file from its start (as the workbook reader does) finds exactly these.
 */
function dataOf(
  zip: Buffer,
  entries: Entry[],
  directoryStart: number,
): { entry: Entry; data: Buffer; whole: Buffer }[] {
  const sorted = [...entries].sort((a, b) => a.offset - b.offset);
  let expected = 0;
  const located = sorted.map((entry) => {
    const at = entry.offset;
    if (at !== expected) throw broken();
    if (at + 30 > directoryStart || zip.readUInt32LE(at) !== LOCAL_ENTRY) throw broken();
    const nameLength = zip.readUInt16LE(at + 26);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const flags = zip.readUInt16LE(at + 6);
    const sizesHere = (flags & 8) === 0;
    if (name !== entry.name || zip.readUInt16LE(at + 8) !== entry.method) throw broken();
    if (
      sizesHere &&
      (zip.readUInt32LE(at + 18) !== entry.packed || zip.readUInt32LE(at + 22) !== entry.unpacked)
    )
      throw broken();
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const end = start + entry.packed;
    expected = sizesHere ? end : end + DATA_DESCRIPTOR_LENGTH;
    if (expected > directoryStart) throw broken();
    if (!sizesHere && zip.readUInt32LE(end) !== DATA_DESCRIPTOR) throw broken();
    return { entry, data: zip.subarray(start, end), whole: zip.subarray(at, expected) };
  });
  if (expected !== directoryStart) throw broken();
  return located;
}

/** Inflates `data`, counting and dropping the output; refused at the first byte past `unpacked`. */
function checkInflatedSize(data: Buffer, unpacked: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let produced = 0;
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > unpacked) {
        inflate.destroy();
        reject(broken());
      }
    });
    inflate.on('error', () => reject(broken()));
    inflate.on('end', () => (produced === unpacked ? resolve() : reject(broken())));
    inflate.end(data);
  });
}

/**
 * Refuses an XLSX whose entry count or unpacked size is over the caps (from the central
 * directory, before unpacking), or whose entries are not what and where the directory says.
 */
export async function checkWorkbookZip(zip: Buffer): Promise<CheckedWorkbook> {
  const { entries, directoryStart } = directoryOf(zip);
  const located = dataOf(zip, entries, directoryStart);
  for (const { entry, data } of located) {
    if (entry.method === 8) await checkInflatedSize(data, entry.unpacked);
  }
  const named = (name: string) => located.find((part) => part.entry.name === name);
  if (!named('xl/workbook.xml') || !named('xl/_rels/workbook.xml.rels')) throw broken();
  const first = READ_FIRST.flatMap((name) => named(name) ?? []);
  const rest = located.filter((part) => !first.includes(part));
  return {
    pieces: [...first, ...rest].map((part) => part.whole).concat(zip.subarray(directoryStart)),
    sharedStrings: Boolean(named('xl/sharedStrings.xml')),
  };
}
