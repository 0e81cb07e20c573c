import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StoredFileNotFoundError } from './errors';
import { STORED_EXTENSION } from './file-kind';
import type { FileStorage, SavedFile, SaveRules, StoredFile } from './types';
import { UploadCheck } from './upload-check';

/**
 * A stored name is what `save` generates (`<uuid>.<ext>`) or a similar plain
 * name: letters, digits, '-' and '_', one extension. No separators, no dots
 * elsewhere, so it can never leave the storage directory.
 */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,5}$/;

export function isValidStoredName(name: unknown): name is string {
  return typeof name === 'string' && STORED_NAME.test(name);
}

/** Files on local disk under `${dataDir}/files`. */
export class DiskFileStorage implements FileStorage {
  readonly directory: string;

  constructor(dataDir: string) {
    this.directory = resolve(dataDir, 'files');
    mkdirSync(this.directory, { recursive: true });
  }

  private pathOf(storedName: string): string {
    if (!isValidStoredName(storedName)) throw new StoredFileNotFoundError();
    const full = resolve(this.directory, storedName);
    if (!full.startsWith(this.directory + sep)) throw new StoredFileNotFoundError();
    return full;
  }

  async save(source: Readable, rules: SaveRules): Promise<SavedFile> {
    const tempPath = join(this.directory, `.upload-${randomUUID()}.part`);
    const check = new UploadCheck(source, rules);
    try {
      // The temporary file is opened only once the first bytes have shown an allowed kind.
      const kind = await check.sniffed;
      await pipeline(check, createWriteStream(tempPath, { flags: 'wx' }));
      const storedName = `${randomUUID()}.${STORED_EXTENSION[kind]}`;
      await rename(tempPath, join(this.directory, storedName));
      return { storedName, size: check.byteCount, kind, sha256: check.sha256() };
    } catch (error) {
      check.drainSource();
      check.destroy();
      await rm(tempPath, { force: true });
      throw check.failure ?? error;
    }
  }

  async open(storedName: string): Promise<StoredFile> {
    const path = this.pathOf(storedName);
    const size = await this.size(storedName);
    return { stream: createReadStream(path), size };
  }

  async size(storedName: string): Promise<number> {
    try {
      const info = await stat(this.pathOf(storedName));
      if (!info.isFile()) throw new StoredFileNotFoundError();
      return info.size;
    } catch (error) {
      if (error instanceof StoredFileNotFoundError) throw error;
      throw new StoredFileNotFoundError();
    }
  }

  async exists(storedName: string): Promise<boolean> {
    if (!isValidStoredName(storedName)) return false;
    try {
      return (await stat(this.pathOf(storedName))).isFile();
    } catch {
      return false;
    }
  }

  async remove(storedName: string): Promise<void> {
    if (!isValidStoredName(storedName)) return;
    await rm(this.pathOf(storedName), { force: true });
  }
}
