/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config';
import { s3ClientFor } from '../src/storage/s3-storage';

/**
 * A real S3-compatible server for tests (s3rver, files in a temporary
 * directory) on a free loopback port, with one empty bucket: the S3 backend
 * is tested against the protocol, not a mock of the SDK. s3rver takes any
 * credentials; they come through the SDK's default chain (the environment),
 * as in production.
 */
export interface TestBucket {
  settings: S3Settings;
  client: S3Client;
  /** The environment that points an API process at this bucket. */
  env: Record<string, string>;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
// The SDK's notice that its releases after January 2027 need Node 22 is for operators, not for each test file.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export async function startTestBucket(bucket = 'portal-files'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  process.env.AWS_ACCESS_KEY_ID ??= CREDENTIALS.AWS_ACCESS_KEY_ID;
  process.env.AWS_SECRET_ACCESS_KEY ??= CREDENTIALS.AWS_SECRET_ACCESS_KEY;
  const settings: S3Settings = {
    kind: 's3',
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
  };
  const client = s3ClientFor(settings);
  return {
    settings,
    client,
    env: {
      ...CREDENTIALS,
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
