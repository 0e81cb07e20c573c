import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Db } from './types';

const DATE_OID = 1082;
const INT8_OID = 20;

/** A raw session for scripts (migrations): multi-statement SQL and parameters. */
export interface RawSession {
  exec(sql: string): Promise<void>;
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` on one dedicated session (a pooled client for PostgreSQL). */
  withSession<T>(fn: (session: RawSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, else PGlite in
 * `dataDir/pgdata`, or in memory when `dataDir` is 'memory://'.
 * Dates (`date`) are read as 'YYYY-MM-DD' text, bigint as number.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPGlite(options.dataDir);
}

async function openPGlite(dataDir: string): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir !== 'memory://') {
    location = join(dataDir, 'pgdata');
    // PGlite creates only the last directory level.
    mkdirSync(dirname(location), { recursive: true });
  }
  const parsers = { [DATE_OID]: (value: string) => value, [INT8_OID]: (value: string) => Number(value) };
  const client = await PGlite.create(location ?? 'memory://', { parsers });
  await client.exec(`SET TIME ZONE 'UTC'`);
  const db: Db = new Kysely({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    withSession: (fn) =>
      fn({
        exec: async (sql) => {
          await client.exec(sql);
        },
        query: async <R>(sql: string, params?: unknown[]) => (await client.query<R>(sql, params)).rows,
      }),
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: '-c TimeZone=UTC',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === DATE_OID) return (value: string) => value;
        if (oid === INT8_OID) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    withSession: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
        });
      } finally {
        client.release();
      }
    },
    close: async () => {
      await db.destroy(); // ends the pool
    },
  };
}
