import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PGlite as PGliteClass } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Db } from './types';

const DATE_OID = 1082;
const INT8_OID = 20;
const TIMESTAMP_OID = 1114;
const TIMESTAMPTZ_OID = 1184;

/**
 * PGlite, loaded only when it is used (a PostgreSQL server never needs it). Under jest it comes from
 * test/host-pglite.cjs; the parsers below are ours so that dates are this realm's Date objects.
 */
function loadPGlite(): typeof PGliteClass {
  return (require('@electric-sql/pglite') as typeof import('@electric-sql/pglite')).PGlite;
}

/** Does the database answer? (GET /api/health) Throws when it does not. */
export async function ping(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

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
  /** LISTEN on `channel` (the mail outbox): on PostgreSQL one connection of its own, outside the pool. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Connections of this instance (metrics): open, idle, and callers waiting for one. */
  poolStats(): { total: number; idle: number; waiting: number };
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
  const timestamp = (value: string) => new Date(value);
  const parsers = {
    [DATE_OID]: (value: string) => value,
    [INT8_OID]: (value: string) => Number(value),
    [TIMESTAMP_OID]: (value: string) => new Date(`${value.replace(' ', 'T')}Z`),
    [TIMESTAMPTZ_OID]: timestamp,
  };
  const PGlite = loadPGlite();
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
    // One connection, handed out in turn (pglite-dialect.ts); its queue is not counted.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    listen: async (channel, onNotify) => {
      const unsubscribe = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
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
  // An idle pooled connection that the server drops (restart, failover) is reported
  // here; without a listener it would crash the process. The next query reconnects.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onNotify) => listenPostgres(connectionString, channel, onNotify),
    close: async () => {
      await db.destroy(); // ends the pool
    },
  };
}

/**
 * A LISTEN connection that comes back by itself after the server went away
 * (the listener polls meanwhile). Returns the function that ends it.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let ended = false;
  let retry: NodeJS.Timeout | undefined;
  const later = () => {
    if (ended) return;
    retry = setTimeout(() => void connect(), 1000);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', () => onNotify());
    next.on('error', () => {
      next.end().catch(() => undefined);
      if (client === next) {
        client = undefined;
        later();
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => undefined);
      later();
      return;
    }
    if (ended) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    onNotify(); // anything queued while not listening
  };
  await connect();
  return async () => {
    ended = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
