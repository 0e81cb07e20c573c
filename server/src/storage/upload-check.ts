import { createHash } from 'node:crypto';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError, UnsupportedFileTypeError } from './errors';
import {
  detectKind,
  type FileKind,
  MAX_ZIP_DIRECTORY_BYTES,
  officePartsMatch,
  SNIFF_BYTES,
  ZIP_END_SEARCH_BYTES,
  zipEntryNamesFrom,
} from './file-kind';
import type { SaveRules } from './types';

/** The bytes of a ZIP's end kept from a stream: its end record and the largest central directory read. */
const ZIP_TAIL_BYTES = MAX_ZIP_DIRECTORY_BYTES + ZIP_END_SEARCH_BYTES;

function isUpstreamTooLarge(error: unknown): boolean {
  const e = error as { code?: unknown; statusCode?: unknown } | null;
  return !!e && (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413);
}

/**
 * The checks of every upload, as a stream stage between the upload and a
 * backend (the disk, a bucket), so that each backend checks the same way:
 *
 * - the first bytes are held back until they show the kind (`SNIFF_BYTES`, or
 *   the whole file when shorter): a file whose content does not match its
 *   name, or of a kind not allowed here, fails before a byte passes on
 *   (`UnsupportedFileTypeError`);
 * - bytes are counted as they pass: one past `maxBytes`, or a stream the
 *   multipart parser cut at its own limit (`truncated`), fails
 *   (`FileTooLargeError`);
 * - a DOCX or XLSX must carry its part folder (word/, xl/): the ZIP's tail is
 *   kept and read before the stream ends, so the backend never sees the end
 *   of a file that fails here;
 * - an empty file fails.
 *
 * A failure destroys the stage with that error, and `failure` keeps it: a
 * backend whose own clean-up fails (an object store refusing to abort a
 * multipart upload) still answers with the reason the upload was refused.
 */
export class UploadCheck extends Transform {
  /** Bytes seen so far (not `size`: lib-storage would read that as the length of the whole body). */
  byteCount = 0;
  kind: FileKind | null = null;
  failure: Error | null = null;
  /** Resolves with the kind once it is known, before any byte has passed on; rejects on an earlier failure. */
  readonly sniffed: Promise<FileKind>;
  private readonly hash = createHash('sha256');
  private held: Buffer[] = [];
  private heldLength = 0;
  private tail: Buffer[] = [];
  private tailLength = 0;
  private resolveKind!: (kind: FileKind) => void;
  private rejectKind!: (error: Error) => void;

  constructor(
    private readonly source: Readable,
    private readonly rules: SaveRules,
  ) {
    super();
    this.sniffed = new Promise<FileKind>((resolve, reject) => {
      this.resolveKind = resolve;
      this.rejectKind = reject;
    });
    this.sniffed.catch(() => undefined); // a backend that never asked is told through the stream
    this.on('error', (error) => this.rejectKind(this.reasonOf(error)));
    this.once('close', () => this.rejectKind(this.failure ?? new Error('The upload ended early')));
    source.once('error', (error) => this.destroy(this.reasonOf(error)));
    source.pipe(this);
  }

  /** The SHA-256 of every byte seen, hex (the receipt names it); only once the stream has ended. */
  sha256(): string {
    return this.hash.digest('hex');
  }

  /** Reads and drops what is left of the upload, so the request can still be answered. */
  drainSource(): void {
    this.source.unpipe(this);
    this.source.resume();
  }

  private reasonOf(error: unknown): Error {
    if (this.failure) return this.failure;
    if (isUpstreamTooLarge(error)) return new FileTooLargeError(this.rules.maxBytes);
    return error instanceof Error ? error : new Error(String(error));
  }

  private fail(error: Error, callback: TransformCallback): void {
    this.failure ??= error;
    callback(this.failure);
  }

  /** Decides the kind from the held head; false (and the stage failed) when it is refused. */
  private decide(callback: TransformCallback): boolean {
    const kind = detectKind(Buffer.concat(this.held), this.rules.originalName);
    if (!kind || !this.rules.kinds.includes(kind)) {
      this.fail(new UnsupportedFileTypeError(), callback);
      return false;
    }
    this.kind = kind;
    this.resolveKind(kind);
    for (const chunk of this.held) this.keep(chunk);
    this.held = [];
    return true;
  }

  /** Passes a chunk on, keeping the tail of a ZIP kind. */
  private keep(chunk: Buffer): void {
    if (this.kind === 'docx' || this.kind === 'xlsx') {
      this.tail.push(chunk);
      this.tailLength += chunk.length;
      while (this.tail.length > 1 && this.tailLength - (this.tail[0]?.length ?? 0) >= ZIP_TAIL_BYTES) {
        this.tailLength -= this.tail.shift()?.length ?? 0;
      }
    }
    this.push(chunk);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.byteCount += chunk.length;
    if (this.byteCount > this.rules.maxBytes) {
      this.fail(new FileTooLargeError(this.rules.maxBytes), callback);
      return;
    }
    this.hash.update(chunk);
    if (this.kind) {
      this.keep(chunk);
      callback();
      return;
    }
    this.held.push(chunk);
    this.heldLength += chunk.length;
    if (this.heldLength >= SNIFF_BYTES && !this.decide(callback)) return;
    callback();
  }

  override _flush(callback: TransformCallback): void {
    // @fastify/multipart stops at its own limit and flags the stream instead of failing it.
    if ((this.source as Readable & { truncated?: boolean }).truncated) {
      this.fail(new FileTooLargeError(this.rules.maxBytes), callback);
      return;
    }
    if (this.byteCount === 0) {
      this.fail(new UnsupportedFileTypeError('The file is empty'), callback);
      return;
    }
    if (!this.kind && !this.decide(callback)) return;
    const kind = this.kind;
    if (kind !== 'docx' && kind !== 'xlsx') {
      callback();
      return;
    }
    const tail = Buffer.concat(this.tail);
    const start = this.byteCount - tail.length;
    const read = (offset: number, length: number) =>
      offset < start ? Buffer.alloc(0) : tail.subarray(offset - start, offset - start + length);
    zipEntryNamesFrom(read, this.byteCount).then(
      (names) => {
        if (!names || !officePartsMatch(kind, names)) this.fail(new UnsupportedFileTypeError(), callback);
        else callback();
      },
      (error: Error) => this.fail(error, callback),
    );
  }
}
