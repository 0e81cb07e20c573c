import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { S3FileStorage } from '../../src/storage';
import { migrateToBucket } from '../../src/storage/migrate-to-bucket';
import { startTestBucket, type TestBucket } from '../s3-fixture';

/**
 * `npm run storage:migrate` moves a portal from the disk to a bucket: every
 * stored file is copied under its name and verified by SHA-256, and running
 * it again copies only what is missing or differs.
 */

let bucket: TestBucket;
let dataDir: string;
let storage: S3FileStorage;
const files: Record<string, Buffer> = {
  '0a1b2c3d-0000-4000-8000-000000000001.pdf': Buffer.from('%PDF-1.4\nett\n'),
  '0a1b2c3d-0000-4000-8000-000000000002.png': Buffer.alloc(2048, 7),
  // Over one multipart part of the uploads, though a migrated file goes up in one PutObject.
  '0a1b2c3d-0000-4000-8000-000000000003.pdf': Buffer.alloc(6 * 1024 * 1024, 0x20),
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  bucket = await startTestBucket();
  storage = new S3FileStorage(bucket.settings);
  dataDir = mkdtempSync(join(tmpdir(), 'storage-migrate-'));
  mkdirSync(join(dataDir, 'files'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dataDir, 'files', name), content);
  // An upload that was in flight, and a stray file: neither is a stored file.
  writeFileSync(join(dataDir, 'files', '.upload-1234.part'), 'half');
  writeFileSync(join(dataDir, 'files', 'notes.txt.bak'), 'stray');
});
afterAll(async () => {
  storage?.client.destroy();
  await bucket?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function inBucket(name: string): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of (await storage.open(name)).stream) parts.push(part as Buffer);
  return sha256(Buffer.concat(parts));
}

describe('storage:migrate', () => {
  it('copies every stored file and verifies each, leaving other files alone', async () => {
    const report = await migrateToBucket({ dataDir, bucket: storage });
    expect(report).toEqual({ copied: 3, alreadyThere: 0, failed: [], skipped: 2 });
    expect(await bucket.keys()).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) expect(await inBucket(name)).toBe(sha256(content));
  });

  it('run again, copies only what is missing or differs', async () => {
    const [first, second] = Object.keys(files) as [string, string];
    await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.settings.bucket, Key: first }));
    await bucket.client.send(
      new PutObjectCommand({ Bucket: bucket.settings.bucket, Key: second, Body: 'damaged on the way' }),
    );
    const copied: string[] = [];
    const report = await migrateToBucket({
      dataDir,
      bucket: storage,
      onFile: (name, outcome) => outcome === 'copied' && copied.push(name),
    });
    expect(report).toMatchObject({ copied: 2, alreadyThere: 1, failed: [] });
    expect(copied.sort()).toEqual([first, second].sort());
    expect(await inBucket(second)).toBe(sha256(files[second] as Buffer));
  });

  it('runs as a command with the API environment, and says what it did', async () => {
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/storage-migrate.ts'], {
      cwd: join(__dirname, '..', '..'),
      env: {
        ...process.env,
        ...bucket.env,
        DATA_DIR: dataDir,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    });
    expect(run.stdout).toContain(
      '0 copied and verified, 3 already there (verified), 0 failed, 2 other files left alone',
    );
  });

  it('refuses to run without a bucket to copy to, in one line', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/storage-migrate.ts'], {
      cwd: join(__dirname, '..', '..'),
      env: { ...process.env, DATA_DIR: dataDir, FILE_STORAGE: 's3', S3_BUCKET: '' },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: 'Invalid configuration: S3_BUCKET: must be set with FILE_STORAGE=s3\n',
    });
  });
});
