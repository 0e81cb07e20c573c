import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentTypeFor, type FileStorage } from '../storage';
import { withoutBidiControls } from './bidi-controls';

/** Content-Disposition of a download named `name`: an ASCII fallback and the UTF-8 name (RFC 6266), no bidi controls. */
export function attachment(downloadName: string): string {
  const name = withoutBidiControls(downloadName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Streams a stored file (a document, a claim's file, a logo) as an attachment named after the original. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  storedName: string,
  downloadName: string,
): Promise<FastifyReply> {
  const { stream, size } = await storage.open(storedName);
  return reply
    .code(200)
    .headers({
      'Content-Type': contentTypeFor(storedName),
      'Content-Length': String(size),
      'Content-Disposition': attachment(downloadName),
      'X-Content-Type-Options': 'nosniff',
      // An SVG logo opened directly must not run scripts.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': 'private, no-store',
    })
    .send(stream);
}

/**
 * Sends what the API made for this one download (an export, a receipt, a bundle, a payment file) as an
 * attachment named `downloadName`, never cached: it holds the case's data. A stream goes without a length.
 */
export function sendAttachment(
  reply: FastifyReply,
  content: Buffer | Readable,
  contentType: string,
  downloadName: string,
): FastifyReply {
  if (Buffer.isBuffer(content)) reply.header('content-length', content.length);
  return reply
    .code(200)
    .header('content-type', contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', attachment(downloadName))
    .send(content);
}
