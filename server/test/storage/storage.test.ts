import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  createStorage,
  DOCUMENT_KINDS,
  type FileStorage,
  FileTooLargeError,
  LOGO_KINDS,
  MAX_UPLOAD_BYTES,
  StoredFileNotFoundError,
  UnsupportedFileTypeError,
} from '../../src/storage';

const MINIMAL_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
const OLE2_HEADER = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);
const PNG_HEADER = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]);

let dataDir: string;
let work: string;
let storage: FileStorage;

/** A real zip made with the zip tool, holding the given entry paths. */
function makeZip(name: string, entries: string[]): Buffer {
  const dir = mkdtempSync(join(work, 'zip-'));
  for (const entry of entries) {
    const full = join(dir, entry);
    execFileSync('mkdir', ['-p', join(full, '..')]);
    writeFileSync(full, '<xml/>');
  }
  execFileSync('zip', ['-q', '-r', join(work, name), ...entries], { cwd: dir });
  return readFileSync(join(work, name));
}

const filesDir = () => join(dataDir, 'files');
const save = (content: Buffer | string, originalName: string, kinds = DOCUMENT_KINDS) =>
  storage.save(Readable.from([Buffer.from(content)]), { maxBytes: MAX_UPLOAD_BYTES, kinds, originalName });

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'storage-test-'));
  dataDir = join(work, 'data');
  storage = createStorage({ dataDir });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('disk storage', () => {
  it('creates the files directory and stores a PDF under a random name', async () => {
    const saved = await save(MINIMAL_PDF, 'Årsredovisning 2025.pdf');
    expect(saved.kind).toBe('pdf');
    expect(saved.size).toBe(Buffer.byteLength(MINIMAL_PDF));
    expect(saved.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readdirSync(filesDir())).toEqual([saved.storedName]);
    expect((await readAll((await storage.open(saved.storedName)).stream)).toString()).toBe(MINIMAL_PDF);
    expect(await storage.exists(saved.storedName)).toBe(true);
    expect(await storage.size(saved.storedName)).toBe(saved.size);
  });

  it('tells doc from xls by the extension of an OLE2 file', async () => {
    expect((await save(OLE2_HEADER, 'brev.DOC')).kind).toBe('doc');
    expect((await save(OLE2_HEADER, 'tabell.xls')).kind).toBe('xls');
  });

  it('accepts a docx and an xlsx whose zip holds the right parts', async () => {
    const docx = makeZip('a.docx', ['[Content_Types].xml', 'word/document.xml']);
    const xlsx = makeZip('b.xlsx', ['[Content_Types].xml', 'xl/workbook.xml']);
    expect((await save(docx, 'avtal.docx')).kind).toBe('docx');
    expect((await save(xlsx, 'fordringar.xlsx')).kind).toBe('xlsx');
  });

  it('rejects a zip named docx that is not a Word file', async () => {
    const xlsx = makeZip('c.xlsx', ['xl/workbook.xml']);
    await expect(save(xlsx, 'fake.docx')).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    const plain = makeZip('d.zip', ['readme.txt']);
    await expect(save(plain, 'fake.xlsx')).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    expect(readdirSync(filesDir())).toEqual([]);
  });

  it('rejects an executable whatever its name, leaving nothing on disk', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    await expect(save(exe, 'invoice.pdf')).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    await expect(save(exe, 'setup.exe')).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    expect(readdirSync(filesDir())).toEqual([]);
  });

  it('rejects content that does not match the extension', async () => {
    await expect(save(MINIMAL_PDF, 'report.docx')).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    await expect(save(OLE2_HEADER, 'report.pdf')).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    expect(readdirSync(filesDir())).toEqual([]);
  });

  it('rejects a kind the caller does not allow', async () => {
    await expect(save(PNG_HEADER, 'logo.png')).rejects.toBeInstanceOf(UnsupportedFileTypeError);
    expect((await save(PNG_HEADER, 'logo.png', LOGO_KINDS)).kind).toBe('png');
    await expect(save(MINIMAL_PDF, 'logo.pdf', LOGO_KINDS)).rejects.toBeInstanceOf(UnsupportedFileTypeError);
  });

  it('recognises JPEG and SVG logos, also after an XML prologue', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]);
    expect((await save(jpeg, 'logo.JPG', LOGO_KINDS)).storedName).toMatch(/\.jpg$/);
    const svg =
      '\ufeff<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect((await save(svg, 'logo.svg', LOGO_KINDS)).kind).toBe('svg');
    await expect(save('<html><svg/></html>', 'logo.svg', LOGO_KINDS)).rejects.toBeInstanceOf(
      UnsupportedFileTypeError,
    );
  });

  it('stops an 11 MB stream at the limit and leaves no partial file', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    chunk.write('%PDF-1.4', 0);
    let produced = 0;
    const source = new Readable({
      read() {
        produced += 1;
        this.push(produced <= 11 ? Buffer.from(chunk) : null);
      },
    });
    await expect(
      storage.save(source, { maxBytes: MAX_UPLOAD_BYTES, kinds: DOCUMENT_KINDS, originalName: 'big.pdf' }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(readdirSync(filesDir())).toEqual([]);
  });

  it('treats a stream truncated upstream as too large', async () => {
    const source = Readable.from([Buffer.from(MINIMAL_PDF)]) as Readable & { truncated?: boolean };
    source.truncated = true;
    await expect(
      storage.save(source, { maxBytes: MAX_UPLOAD_BYTES, kinds: DOCUMENT_KINDS, originalName: 'a.pdf' }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(readdirSync(filesDir())).toEqual([]);
  });

  it('never reaches outside its directory', async () => {
    writeFileSync(join(dataDir, 'secret.pdf'), 'secret');
    for (const name of [
      '../secret.pdf',
      '..%2Fsecret.pdf',
      '/etc/passwd',
      'a/../../secret.pdf',
      '..',
      '.pdf',
      '',
    ]) {
      await expect(storage.open(name)).rejects.toBeInstanceOf(StoredFileNotFoundError);
      expect(await storage.exists(name)).toBe(false);
      await expect(storage.size(name)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    }
    await storage.remove('../secret.pdf');
    expect(readFileSync(join(dataDir, 'secret.pdf'), 'utf8')).toBe('secret');
  });

  it('removes a file and then reports it missing', async () => {
    const saved = await save(MINIMAL_PDF, 'a.pdf');
    await storage.remove(saved.storedName);
    expect(await storage.exists(saved.storedName)).toBe(false);
    await expect(storage.open(saved.storedName)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await storage.remove(saved.storedName);
  });
});
