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
  /** SHA-256 of the bytes, hex (the claim's receipt names it). */
  sha256?: string;
}

/** A stored file being read: its bytes as a stream, and how many there are. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live: the disk (`disk-storage.ts`) or an S3-compatible
 * bucket (`s3-storage.ts`). Routes see only this interface.
 */
export interface FileStorage {
  /** Streams the upload to storage after the checks of UploadCheck; on any failure nothing is left behind. */
  save(stream: Readable, rules: SaveRules): Promise<SavedFile>;
  /** Opens a stored file for reading; throws StoredFileNotFoundError. */
  open(storedName: string): Promise<StoredFile>;
  /** Size in bytes; throws StoredFileNotFoundError. */
  size(storedName: string): Promise<number>;
  exists(storedName: string): Promise<boolean>;
  /** Removes a stored file; a missing file is not an error, any other failure throws (and is retried). */
  remove(storedName: string): Promise<void>;
  /** Throws when the storage cannot be used at all (a bucket that is missing or refuses these credentials). */
  verify?(): Promise<void>;
}
