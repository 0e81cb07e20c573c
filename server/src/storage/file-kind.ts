import { open } from 'node:fs/promises';
import { type FileKind, fileKindOfName, officeFileKinds } from 'shared-api/contract';

/** The file kinds the portal accepts anywhere (the contract's list); each route allows a subset. */
export type { FileKind };

export const DOCUMENT_KINDS: readonly FileKind[] = officeFileKinds;
export const LOGO_KINDS: readonly FileKind[] = ['png', 'jpeg', 'svg'];

/** Extension written on stored files, per kind. */
export const STORED_EXTENSION: Record<FileKind, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  xls: 'xls',
  xlsx: 'xlsx',
  png: 'png',
  jpeg: 'jpg',
  svg: 'svg',
  csv: 'csv',
};

const CONTENT_TYPE: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  csv: 'text/csv',
};

/** The kind a file name's extension claims, or null (the contract's reading of a name). */
export const kindFromName = (name: string): FileKind | null => fileKindOfName(name);

/** MIME type for a kind or a stored file name ('csv': a CSV the server writes, never a stored file). */
export function contentTypeFor(kindOrName: FileKind | string): string {
  if (kindOrName === 'csv') return 'text/csv';
  if (kindOrName === 'xml') return 'application/xml';
  const kind = kindOrName in CONTENT_TYPE ? (kindOrName as FileKind) : kindFromName(kindOrName);
  return kind ? CONTENT_TYPE[kind] : 'application/octet-stream';
}

/** How many leading bytes the sniffer needs (SVG may start with a long XML prologue). */
export const SNIFF_BYTES = 4096;

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

type ContentFamily = 'pdf' | 'ole2' | 'zip' | 'png' | 'jpeg' | 'svg' | 'text';

/** The content family the leading bytes show, or null when unknown. */
export function sniffFamily(head: Buffer): ContentFamily | null {
  const starts = (sig: Buffer) => head.length >= sig.length && head.subarray(0, sig.length).equals(sig);
  if (starts(PDF)) return 'pdf';
  if (starts(OLE2)) return 'ole2';
  if (starts(ZIP)) return 'zip';
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpeg';
  if (looksLikeSvg(head)) return 'svg';
  if (looksLikeText(head)) return 'text';
  return null;
}

/**
 * Plain text (a CSV): UTF-8 (a BOM allowed) without NUL or other control characters
 * but tab, CR and LF. A multi-byte character cut at the end of the head is allowed.
 */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(head.toString('latin1'))) return false;
  for (let cut = 0; cut < 4 && cut < head.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // a character cut at the end: try one byte shorter
    }
  }
  return false;
}

/** SVG: text whose first element is <svg, after an optional BOM, XML declaration, comments and doctype. */
function looksLikeSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  for (;;) {
    text = text.trimStart();
    if (text.startsWith('<?')) {
      const end = text.indexOf('?>');
      if (end < 0) return false;
      text = text.slice(end + 2);
    } else if (text.startsWith('<!--')) {
      const end = text.indexOf('-->');
      if (end < 0) return false;
      text = text.slice(end + 3);
    } else if (/^<!DOCTYPE\s/i.test(text)) {
      const end = text.indexOf('>');
      if (end < 0) return false;
      text = text.slice(end + 1);
    } else {
      return /^<svg[\s>/]/.test(text);
    }
  }
}

const FAMILY_OF: Record<FileKind, ContentFamily> = {
  pdf: 'pdf',
  doc: 'ole2',
  xls: 'ole2',
  docx: 'zip',
  xlsx: 'zip',
  png: 'png',
  jpeg: 'jpeg',
  svg: 'svg',
  csv: 'text',
};

/**
 * The kind of a file: the extension of the original name says which kind is
 * claimed, the content must belong to that kind's family. Returns null on any
 * mismatch.
 */
export function detectKind(head: Buffer, originalName: string): FileKind | null {
  const claimed = kindFromName(originalName);
  const family = sniffFamily(head);
  if (!claimed || !family) return null;
  return FAMILY_OF[claimed] === family ? claimed : null;
}

/** Reads `length` bytes at `offset` of a file whose size is known (a file on disk, the tail kept of a stream). */
export type ByteReader = (offset: number, length: number) => Promise<Buffer> | Buffer;

/** The largest central directory read (the list of a ZIP's entries): a real Office file's is far smaller. */
export const MAX_ZIP_DIRECTORY_BYTES = 4 * 1024 * 1024;
/** Where a ZIP's end record can be: its 22 bytes plus a comment of at most 65,535. */
export const ZIP_END_SEARCH_BYTES = 65_557;

/**
 * For a ZIP of `size` bytes: the entry names of its central directory (at
 * most `limit`), or null when the archive cannot be read. Reads only the tail,
 * so a stream's last bytes are enough (see UploadCheck).
 */
export async function zipEntryNamesFrom(
  read: ByteReader,
  size: number,
  limit = 2000,
): Promise<string[] | null> {
  const tailLength = Math.min(size, ZIP_END_SEARCH_BYTES);
  const tail = await read(size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (cdSize > MAX_ZIP_DIRECTORY_BYTES || cdOffset + cdSize > size) return null;
  const cd = await read(cdOffset, cdSize);
  if (cd.length < cdSize) return null;
  const names: string[] = [];
  let p = 0;
  while (p + 46 <= cd.length && cd.readUInt32LE(p) === 0x02014b50 && names.length < limit) {
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    names.push(cd.subarray(p + 46, p + 46 + nameLength).toString('utf8'));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** For a ZIP on disk: its entry names (zipEntryNamesFrom), or null when it cannot be read. */
export async function zipEntryNames(path: string, limit = 2000): Promise<string[] | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return await zipEntryNamesFrom(
      async (offset, length) => {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      },
      size,
      limit,
    );
  } finally {
    await handle.close();
  }
}

/** An Office Open XML file must carry its part folder: word/ for docx, xl/ for xlsx. */
export function officePartsMatch(kind: 'docx' | 'xlsx', names: string[]): boolean {
  const folder = kind === 'docx' ? 'word/' : 'xl/';
  return names.some((n) => n.startsWith(folder));
}
