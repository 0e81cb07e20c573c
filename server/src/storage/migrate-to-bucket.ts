import { createHash } from 'node:crypto';
import { createReadStream, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { isValidStoredName } from './disk-storage';
import { StoredFileNotFoundError } from './errors';
import type { S3FileStorage } from './s3-storage';

/**
 * `npm run storage:migrate`: copies every stored file from `DATA_DIR/files`
 * into the bucket under the same name, and verifies each by reading it back
 * and comparing SHA-256. Safe to run again (and meant to be: once before the
 * switch, once more after the last instance on the disk stopped): a file
 * whose object already has the same SHA-256 is only verified, one that
 * differs or is missing is copied again. The disk is never changed.
 */

export type Outcome = 'copied' | 'already there' | 'failed';

export interface MigrationReport {
  copied: number;
  alreadyThere: number;
  failed: { name: string; reason: string }[];
  /** Files in the directory that are not stored files (temporary uploads, strays): left alone. */
  skipped: number;
}

interface MigrateOptions {
  dataDir: string;
  bucket: S3FileStorage;
  /** Files copied at the same time. Default 4. */
  concurrency?: number;
  /** Told of each file as it is done. */
  onFile?: (name: string, outcome: Outcome, reason?: string) => void;
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The SHA-256 of the object `name` in the bucket, or null when there is none. */
async function bucketSha256(bucket: S3FileStorage, name: string): Promise<string | null> {
  try {
    return await sha256Of((await bucket.open(name)).stream);
  } catch (error) {
    if (error instanceof StoredFileNotFoundError) return null;
    throw error;
  }
}

export async function migrateToBucket(options: MigrateOptions): Promise<MigrationReport> {
  const directory = resolve(options.dataDir, 'files');
  const entries = readdirSync(directory, { withFileTypes: true });
  const names = entries.filter((e) => e.isFile() && isValidStoredName(e.name)).map((e) => e.name);
  const report: MigrationReport = {
    copied: 0,
    alreadyThere: 0,
    failed: [],
    skipped: entries.length - names.length,
  };

  async function one(name: string): Promise<void> {
    const path = join(directory, name);
    try {
      const local = await sha256Of(createReadStream(path));
      if ((await bucketSha256(options.bucket, name)) === local) {
        report.alreadyThere += 1;
        options.onFile?.(name, 'already there');
        return;
      }
      const { size } = await stat(path);
      await options.bucket.put(name, createReadStream(path), size, local);
      const copy = await bucketSha256(options.bucket, name);
      if (copy !== local)
        throw new Error(`the copy reads back with SHA-256 ${copy ?? '(missing)'}, not ${local}`);
      report.copied += 1;
      options.onFile?.(name, 'copied');
    } catch (error) {
      const reason = (error as Error).message;
      report.failed.push({ name, reason });
      options.onFile?.(name, 'failed', reason);
    }
  }

  const queue = [...names];
  const workers = Array.from({ length: Math.min(options.concurrency ?? 4, queue.length) }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) await one(name);
  });
  await Promise.all(workers);
  return report;
}
