import { ConfigError, loadConfig } from './config';
import { migrateToBucket } from './storage/migrate-to-bucket';
import { S3FileStorage } from './storage/s3-storage';

/**
 * `npm run storage:migrate` (compiled: `node server/dist/storage-migrate.js`):
 * copies the files of `DATA_DIR/files` into the bucket of `FILE_STORAGE=s3`,
 * with the same environment the API gets. Prints a line per file copied or
 * failed and a summary; exits 1 when any file could not be copied and
 * verified.
 */
async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const target = config.fileStorage;
  if (target?.kind !== 's3') {
    console.error('storage:migrate copies DATA_DIR/files into a bucket: set FILE_STORAGE=s3 and S3_BUCKET');
    return 1;
  }
  const bucket = new S3FileStorage(target);
  try {
    await bucket.verify();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  console.info(`storage:migrate: ${config.dataDir}/files -> bucket ${target.bucket}`);
  let done = 0;
  const report = await migrateToBucket({
    dataDir: config.dataDir,
    bucket,
    onFile(name, outcome, reason) {
      done += 1;
      if (outcome === 'failed') console.error(`  FAILED ${name}: ${reason}`);
      else if (outcome === 'copied') console.info(`  copied ${name}`);
      if (done % 500 === 0) console.info(`  … ${done} files looked at`);
    },
  });
  bucket.client.destroy();
  console.info(
    `storage:migrate: ${report.copied} copied and verified, ${report.alreadyThere} already there (verified), ` +
      `${report.failed.length} failed, ${report.skipped} other files left alone`,
  );
  return report.failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
