import type { Readable } from 'node:stream';
import type { FileKind } from './file-kind';

export interface SaveRules {
  /** Larger uploads fail with FileTooLargeError (413). */
  maxBytes: number;
  /** Kinds allowed here; anything else fails with UnsupportedFileTypeError (415). */
  kinds: readonly FileKind[];
  /** The uploader's file name: its extension must agree with the content. */
  originalName: string;
}

export interface SavedFile {
  storedName: string;
  size: number;
  kind: FileKind;
  /** SHA-256 of the bytes, hex (issue 16 §2: the claim's receipt names it). */
  sha256?: string;
}

/**
 * Where uploaded files live. One backend today (local disk); the interface
 * keeps routes unaware of it so an object store can follow.
 */
export interface FileStorage {
  /** Streams the upload to storage; on any failure nothing is left behind. */
  save(stream: Readable, rules: SaveRules): Promise<SavedFile>;
  /** Streams a stored file; throws StoredFileNotFoundError. */
  open(storedName: string): Readable;
  /** Size in bytes; throws StoredFileNotFoundError. */
  size(storedName: string): Promise<number>;
  exists(storedName: string): Promise<boolean>;
  /** Removes a stored file; a missing file is not an error. */
  remove(storedName: string): Promise<void>;
}
