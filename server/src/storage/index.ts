import { DiskFileStorage } from './disk-storage';
import type { FileStorage } from './types';

/** Upload limit for every file in the portal: 10 MB (the contract's). */
export { MAX_UPLOAD_BYTES } from 'shared-api/contract';
export { isValidStoredName } from './disk-storage';
export * from './errors';
export {
  contentTypeFor,
  DOCUMENT_KINDS,
  detectKind,
  type FileKind,
  kindFromName,
  LOGO_KINDS,
} from './file-kind';
export type { FileStorage, SavedFile, SaveRules } from './types';

/** The storage backend for this configuration: files under `${dataDir}/files`. */
export function createStorage(config: { dataDir: string }): FileStorage {
  return new DiskFileStorage(config.dataDir);
}
