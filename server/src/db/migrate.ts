import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from './database';

/**
 * Where the numbered plain-SQL migrations live (NNN-verb-thing.sql): server/migrations, one level up
 * from the compiled bundle (server/dist/server.js), two from this source file (server/src/db).
 */
export const MIGRATIONS_DIR =
  [join(__dirname, '..', 'migrations'), join(__dirname, '..', '..', 'migrations')].find((dir) =>
    existsSync(join(dir, '001-create-law-firms.sql')),
  ) ?? join(__dirname, '..', '..', 'migrations');

/** An arbitrary constant: every instance of this portal takes the same advisory lock. */
const MIGRATION_LOCK_KEY = 724_105_331;

export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort();
}

/**
 * Applies every migration not yet recorded in schema_migrations, each in its
 * own transaction, under a PostgreSQL advisory lock so that two instances
 * starting together do not both run them. Returns the names applied.
 */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = listMigrations(dir);
  return handle.withSession(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await session.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           name text PRIMARY KEY,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const done = new Set(
        (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
      );
      const applied: string[] = [];
      for (const name of files) {
        if (done.has(name)) continue;
        const sql = readFileSync(join(dir, name), 'utf8');
        await session.exec('BEGIN');
        try {
          await session.exec(sql);
          await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
          await session.exec('COMMIT');
        } catch (error) {
          await session.exec('ROLLBACK');
          throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(name);
      }
      return applied;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
