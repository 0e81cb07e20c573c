import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { listMigrations, MIGRATIONS_DIR } from '../src/db/migrate';
import { createThrowawayDatabase, usesPostgres } from './helper';

/**
 * A database (PGlite, or a throwaway PostgreSQL one when TEST_DATABASE_URL is set) for testing one
 * migration on data written before it: `migrate(fx.handle, fx.earlier)` migrates to just before
 * `number`, `migrate(fx.handle)` runs the rest. Registers its own beforeAll/afterAll; read the fields inside tests.
 */
export function databaseBeforeMigration(number: string) {
  const earlier = mkdtempSync(join(tmpdir(), `migrations-before-${number}-`));
  const state = { earlier } as { handle: DatabaseHandle; earlier: string };
  let drop: (() => Promise<void>) | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), `migration-${number}-test-`));
  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (usesPostgres()) {
      const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string);
      databaseUrl = throwaway.url;
      drop = throwaway.drop;
    }
    state.handle = await openDatabase({ databaseUrl, dataDir: databaseUrl ? dataDir : 'memory://' });
    for (const name of listMigrations().filter((n) => n < number))
      copyFileSync(join(MIGRATIONS_DIR, name), join(earlier, name));
  });
  afterAll(async () => {
    await state.handle?.close();
    await drop?.();
    rmSync(earlier, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });
  return state;
}
