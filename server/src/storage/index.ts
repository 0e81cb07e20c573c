import type { FileStorageSettings } from '../config';
import { DiskFileStorage } from './disk-storage';
import { S3FileStorage, type StorageWarn } from './s3-storage';
import type { FileStorage } from './types';

/** Upload limit for every file in the portal: 10 MB (the contract's). */
export { MAX_UPLOAD_BYTES } from 'shared-api/contract';
export { DiskFileStorage, isValidStoredName } from './disk-storage';
export * from './errors';
export {
  contentTypeFor,
  DOCUMENT_KINDS,
  detectKind,
  type FileKind,
  kindFromName,
  LOGO_KINDS,
} from './file-kind';
export { S3FileStorage, type StorageWarn } from './s3-storage';
export type { FileStorage, SavedFile, SaveRules, StoredFile } from './types';

/** The storage backend for this configuration: a bucket with FILE_STORAGE=s3, else files under `${dataDir}/files`. */
export function createStorage(
  config: { dataDir: string; fileStorage?: FileStorageSettings },
  warn?: StorageWarn,
): FileStorage {
  if (config.fileStorage?.kind === 's3') return new S3FileStorage(config.fileStorage, warn);
  return new DiskFileStorage(config.dataDir);
}
