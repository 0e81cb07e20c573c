import type { FastifyRequest } from 'fastify';
import type { UploadRules } from 'shared-api/contract';
import type { FileStorage, SavedFile } from '../storage';
import { badRequest } from './errors';

export interface Upload extends SavedFile {
  originalName: string;
}

/**
 * Streams the one file of a multipart request into storage (413/415 from the
 * storage's typed errors). Null when the request carries no file.
 */
export async function saveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  rules: UploadRules,
): Promise<Upload | null> {
  if (!request.isMultipart()) {
    if (rules.fileRequired) throw badRequest(`${rules.fileField}: a file is required`);
    return null;
  }
  const part = await request.file();
  if (!part?.filename) {
    if (rules.fileRequired) throw badRequest(`${rules.fileField}: a file is required`);
    return null;
  }
  const saved = await storage.save(part.file, {
    maxBytes: rules.maxBytes,
    kinds: rules.kinds,
    originalName: part.filename,
  });
  return { ...saved, originalName: part.filename };
}
