import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import {
  DiskFileStorage,
  DOCUMENT_KINDS,
  type FileStorage,
  FileTooLargeError,
  MAX_UPLOAD_BYTES,
  S3FileStorage,
  StoredFileNotFoundError,
  UnsupportedFileTypeError,
} from '../../src/storage';
import { startTestBucket, type TestBucket } from '../s3-fixture';

/**
 * What every storage backend promises the routes (storage/types.ts), run
 * against the disk and against a real S3 server (s3rver): the same upload
 * checks, streams both ways, and nothing left behind by a refused or broken
 * upload, not even a key a read could return.
 */

const PDF_HEAD = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n';
const MB = 1024 * 1024;

/** `megabytes` MB of a PDF-looking stream in 256 KB chunks; `breakAfter` chunks in, the stream fails. */
function pdfStream(megabytes: number, breakAfter?: number): Readable {
  const chunk = Buffer.alloc(MB / 4, 0x20);
  chunk.write(PDF_HEAD, 0);
  let sent = 0;
  return new Readable({
    read() {
      if (breakAfter !== undefined && sent === breakAfter) {
        this.destroy(new Error('the client went away'));
        return;
      }
      sent += 1;
      this.push(sent <= megabytes * 4 ? Buffer.from(chunk) : null);
    },
  });
}

const rules = (originalName: string) => ({ maxBytes: MAX_UPLOAD_BYTES, kinds: DOCUMENT_KINDS, originalName });

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Backend {
  storage: FileStorage;
  /** What the backend holds: file names on disk (temporary files included), keys in the bucket. */
  held(): Promise<string[]>;
  warnings: string[];
  close(): Promise<void>;
}

async function diskBackend(): Promise<Backend> {
  const work = mkdtempSync(join(tmpdir(), 'storage-contract-'));
  const storage = new DiskFileStorage(work);
  const files = join(work, 'files');
  return {
    storage,
    held: async () => readdirSync(files).sort(),
    warnings: [],
    close: async () => rmSync(work, { recursive: true, force: true }),
  };
}

let bucket: TestBucket;

async function s3Backend(): Promise<Backend> {
  const warnings: string[] = [];
  const storage = new S3FileStorage(bucket.settings, (_details, message) => warnings.push(message));
  for (const key of await bucket.keys())
    await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.settings.bucket, Key: key }));
  return {
    storage,
    held: () => bucket.keys(),
    warnings,
    close: async () => storage.client.destroy(),
  };
}

beforeAll(async () => {
  bucket = await startTestBucket();
});
afterAll(() => bucket?.close());

describe.each([
  ['disk', diskBackend],
  ['s3 (s3rver)', s3Backend],
])('the storage contract on %s', (_name, make) => {
  let b: Backend;
  beforeEach(async () => {
    b = await make();
  });
  afterEach(() => b.close());

  it('saves a file under a fresh name and reads it back with its size', async () => {
    const content = Buffer.from(`${PDF_HEAD}%%EOF\n`);
    const saved = await b.storage.save(Readable.from([content]), rules('Årsredovisning.pdf'));
    expect(saved).toMatchObject({ kind: 'pdf', size: content.length, sha256: sha256(content) });
    expect(saved.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await b.held()).toEqual([saved.storedName]);
    const opened = await b.storage.open(saved.storedName);
    expect(opened.size).toBe(content.length);
    expect((await readAll(opened.stream)).equals(content)).toBe(true);
    expect(await b.storage.size(saved.storedName)).toBe(content.length);
    expect(await b.storage.exists(saved.storedName)).toBe(true);
  });

  it('deletes a file, after which it is missing, and deleting it again is no error', async () => {
    const saved = await b.storage.save(Readable.from([Buffer.from(PDF_HEAD)]), rules('a.pdf'));
    await b.storage.remove(saved.storedName);
    expect(await b.held()).toEqual([]);
    expect(await b.storage.exists(saved.storedName)).toBe(false);
    await b.storage.remove(saved.storedName);
  });

  it('answers a missing or impossible name as not found', async () => {
    for (const name of ['0b7f3c1e-0000-4000-8000-000000000000.pdf', '../secret.pdf', '']) {
      await expect(b.storage.open(name)).rejects.toBeInstanceOf(StoredFileNotFoundError);
      await expect(b.storage.size(name)).rejects.toBeInstanceOf(StoredFileNotFoundError);
      expect(await b.storage.exists(name)).toBe(false);
    }
  });

  it('streams a 10 MB file in and out unchanged', async () => {
    const saved = await b.storage.save(pdfStream(10), rules('stor.pdf'));
    expect(saved.size).toBe(10 * MB);
    const back = await readAll((await b.storage.open(saved.storedName)).stream);
    expect(back.length).toBe(10 * MB);
    expect(sha256(back)).toBe(saved.sha256);
    expect(await b.held()).toEqual([saved.storedName]);
  });

  it('refuses a stream mid-way at the size limit and keeps nothing a read could return', async () => {
    await expect(b.storage.save(pdfStream(11), rules('för-stor.pdf'))).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await b.held()).toEqual([]);
  });

  it('keeps nothing of an upload whose client goes away mid-stream', async () => {
    // 6 MB in: past the first part of a multipart upload on S3.
    await expect(b.storage.save(pdfStream(10, 24), rules('avbruten.pdf'))).rejects.toThrow(
      'the client went away',
    );
    expect(await b.held()).toEqual([]);
  });

  it('refuses content that is not what its name says before storing a byte', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(8192, 0x90)]);
    await expect(b.storage.save(Readable.from([exe]), rules('faktura.pdf'))).rejects.toBeInstanceOf(
      UnsupportedFileTypeError,
    );
    await expect(b.storage.save(Readable.from([Buffer.alloc(0)]), rules('tom.pdf'))).rejects.toBeInstanceOf(
      UnsupportedFileTypeError,
    );
    expect(await b.held()).toEqual([]);
  });

  it('refuses a ZIP named .docx without the Word part folder, read from its tail', async () => {
    // A ZIP's end record with an empty central directory: a valid archive with no word/ folder.
    const emptyZip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(6 * MB, 0),
      endRecord(),
    ]);
    await expect(b.storage.save(Readable.from([emptyZip]), rules('avtal.docx'))).rejects.toBeInstanceOf(
      UnsupportedFileTypeError,
    );
    expect(await b.held()).toEqual([]);
  });
});

/** A ZIP end-of-central-directory record pointing at an empty directory right before it. */
function endRecord(): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt32LE(0, 12); // directory size
  record.writeUInt32LE(4 + 6 * MB, 16); // directory offset: right here
  return record;
}

describe('the S3 backend where the service does not implement AbortMultipartUpload', () => {
  it('still leaves no object after a refused multipart upload, and says the abort failed', async () => {
    const b = await s3Backend();
    const client = (b.storage as S3FileStorage).client;
    const keys = new Set<string>();
    const send = client.send.bind(client);
    client.send = ((command: { input: { Key?: string } }, ...rest: unknown[]) => {
      if (command.input.Key) keys.add(command.input.Key);
      return (send as (...args: unknown[]) => unknown)(command, ...rest);
    }) as typeof client.send;
    try {
      await expect(b.storage.save(pdfStream(11), rules('stor.pdf'))).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(await b.held()).toEqual([]);
      expect(keys.size).toBe(1);
      for (const key of keys) {
        await expect(
          bucket.client.send(new GetObjectCommand({ Bucket: bucket.settings.bucket, Key: key })),
        ).rejects.toMatchObject({ name: 'NoSuchKey' });
      }
      // s3rver answers 405 to the abort: the upload still answers with the reason, and the failure is logged.
      expect(b.warnings).toContain('storage: AbortMultipartUpload after a failed upload failed');
    } finally {
      await b.close();
    }
  });

  it('names a bucket that does not exist when it is checked at start', async () => {
    const storage = new S3FileStorage({ ...bucket.settings, bucket: 'no-such-bucket' });
    await expect(storage.verify()).rejects.toThrow('S3_BUCKET: the bucket "no-such-bucket" does not exist');
    await new S3FileStorage(bucket.settings).verify();
  });
});
