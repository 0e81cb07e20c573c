import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config';
import { isValidStoredName } from './disk-storage';
import { StoredFileNotFoundError } from './errors';
import { contentTypeFor, STORED_EXTENSION } from './file-kind';
import type { FileStorage, SavedFile, SaveRules, StoredFile } from './types';
import { UploadCheck } from './upload-check';

/** S3's smallest part: a file up to this size goes up in one PutObject once every check has passed. */
const PART_BYTES = 5 * 1024 * 1024;

/** Says what went wrong beside the answer (an abort the service refused); the app's logger by default. */
export type StorageWarn = (details: Record<string, unknown>, message: string) => void;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error | null)?.name ?? '');

/** The S3 client for these settings; credentials from the SDK's default chain (environment, profile, role). */
export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible services refuse the SDK's default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket, one object per stored name (the key is
 * the name: `<uuid>.<ext>`, as on the disk). An upload passes UploadCheck on
 * its way: nothing is sent before its first bytes show an allowed kind, a
 * file under 5 MB is sent in one PutObject only after every check passed,
 * a larger one in multipart parts that become an object only when the last
 * check has passed. A refused or broken upload is cleaned up in `discard`.
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly warn: StorageWarn = () => undefined,
    client?: S3Client,
  ) {
    this.client = client ?? s3ClientFor(settings);
    this.bucket = settings.bucket;
  }

  private keyOf(storedName: string): string {
    if (!isValidStoredName(storedName)) throw new StoredFileNotFoundError();
    return storedName;
  }

  async verify(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason = status === 404 ? 'does not exist' : status === 403 ? 'refuses these credentials' : null;
      throw new Error(
        `S3_BUCKET: the bucket "${this.bucket}" ${reason ?? `cannot be reached (${(error as Error).message})`}`,
      );
    }
  }

  async save(source: Readable, rules: SaveRules): Promise<SavedFile> {
    const check = new UploadCheck(source, rules);
    let upload: Upload | undefined;
    let key: string | undefined;
    try {
      const kind = await check.sniffed;
      key = `${randomUUID()}.${STORED_EXTENSION[kind]}`;
      upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: check, ContentType: contentTypeFor(kind) },
        partSize: PART_BYTES,
        queueSize: 1,
        // The clean-up is ours (discard): it must not hide why the upload failed.
        leavePartsOnError: true,
      });
      await upload.done();
      return { storedName: key, size: check.byteCount, kind, sha256: check.sha256() };
    } catch (error) {
      check.drainSource();
      check.destroy();
      if (key) await this.discard(key, (upload as unknown as { uploadId?: string } | undefined)?.uploadId);
      throw check.failure ?? error;
    }
  }

  /**
   * Leaves nothing of a failed upload that a read could return, even where
   * the service does not implement AbortMultipartUpload (s3rver answers 405):
   * abort the multipart upload, abort any other upload of the key the service
   * lists, and delete the key in case a PutObject or the completion got
   * through. Parts the service keeps after a refused abort are never an
   * object; a bucket lifecycle rule (AbortIncompleteMultipartUpload) removes
   * them on services that keep them.
   */
  private async discard(key: string, uploadId: string | undefined): Promise<void> {
    const attempt = async (what: string, call: () => Promise<unknown>) => {
      try {
        await call();
      } catch (error) {
        this.warn({ err: error, key, uploadId }, `storage: ${what} after a failed upload failed`);
      }
    };
    if (uploadId) {
      await attempt('AbortMultipartUpload', () =>
        this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
        ),
      );
    }
    await attempt('ListMultipartUploads', async () => {
      const listed = await this.client.send(
        new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: key }),
      );
      for (const other of listed.Uploads ?? []) {
        if (other.Key !== key || !other.UploadId || other.UploadId === uploadId) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: other.UploadId }),
        );
      }
    });
    await attempt('DeleteObject', () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  /** Puts a file under a name of its own choosing (storage:migrate), with its SHA-256 as metadata. */
  async put(storedName: string, body: Readable, size: number, sha256: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(storedName),
        Body: body,
        ContentLength: size,
        ContentType: contentTypeFor(storedName),
        Metadata: { sha256 },
      }),
    );
  }

  async open(storedName: string): Promise<StoredFile> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storedName) }),
      );
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof StoredFileNotFoundError || isMissing(error)) throw new StoredFileNotFoundError();
      throw error;
    }
  }

  async size(storedName: string): Promise<number> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storedName) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (error instanceof StoredFileNotFoundError || isMissing(error)) throw new StoredFileNotFoundError();
      throw error;
    }
  }

  async exists(storedName: string): Promise<boolean> {
    if (!isValidStoredName(storedName)) return false;
    try {
      await this.size(storedName);
      return true;
    } catch (error) {
      if (error instanceof StoredFileNotFoundError) return false;
      throw error;
    }
  }

  async remove(storedName: string): Promise<void> {
    if (!isValidStoredName(storedName)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: storedName }));
  }
}
