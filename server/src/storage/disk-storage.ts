import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, StoredFileNotFoundError, UnsupportedFileTypeError } from './errors';
import { detectKind, officePartsMatch, SNIFF_BYTES, STORED_EXTENSION, zipEntryNames } from './file-kind';
import type { FileStorage, SavedFile, SaveRules } from './types';

/**
 * A stored name is what `save` generates (`<uuid>.<ext>`) or a similar plain
 * name: letters, digits, '-' and '_', one extension. No separators, no dots
 * elsewhere, so it can never leave the storage directory.
 */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,5}$/;

export function isValidStoredName(name: unknown): name is string {
  return typeof name === 'string' && STORED_NAME.test(name);
}

function isUpstreamTooLarge(error: unknown): boolean {
  const e = error as { code?: unknown; statusCode?: unknown } | null;
  return !!e && (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413);
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
    const chunks: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    const hash = createHash('sha256');
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        hash.update(chunk);
        if (size > rules.maxBytes) {
          callback(new FileTooLargeError(rules.maxBytes));
          return;
        }
        if (headLength < SNIFF_BYTES) {
          const part = chunk.subarray(0, SNIFF_BYTES - headLength);
          chunks.push(Buffer.from(part));
          headLength += part.length;
        }
        callback(null, chunk);
      },
    });
    try {
      try {
        await pipeline(source, counter, createWriteStream(tempPath, { flags: 'wx' }));
      } catch (error) {
        if (error instanceof FileTooLargeError) throw error;
        if (isUpstreamTooLarge(error)) throw new FileTooLargeError(rules.maxBytes);
        throw error;
      }
      // @fastify/multipart truncates at its own limit and flags the stream.
      if ((source as Readable & { truncated?: boolean }).truncated)
        throw new FileTooLargeError(rules.maxBytes);
      if (size === 0) throw new UnsupportedFileTypeError('The file is empty');

      const kind = detectKind(Buffer.concat(chunks), rules.originalName);
      if (!kind || !rules.kinds.includes(kind)) throw new UnsupportedFileTypeError();
      if (kind === 'docx' || kind === 'xlsx') {
        const names = await zipEntryNames(tempPath);
        if (!names || !officePartsMatch(kind, names)) throw new UnsupportedFileTypeError();
      }

      const storedName = `${randomUUID()}.${STORED_EXTENSION[kind]}`;
      await rename(tempPath, join(this.directory, storedName));
      return { storedName, size, kind, sha256: hash.digest('hex') };
    } catch (error) {
      source.resume?.();
      await rm(tempPath, { force: true });
      throw error;
    }
  }

  open(storedName: string): Readable {
    const path = this.pathOf(storedName);
    if (!existsSync(path)) throw new StoredFileNotFoundError();
    return createReadStream(path);
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
