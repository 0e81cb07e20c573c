import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './portal';

/**
 * A private PostgreSQL server for tests that stop and start the database
 * (never the machine's shared one on 5432): initdb into a temp dir, trust
 * auth, listening only on 127.0.0.1 at a free port. Debian's binaries; as
 * root they run as the `postgres` user.
 */
export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  /** URL of another database on this server. */
  urlOf(database: string): string;
  start(): void;
  stop(): void;
  /** Stops the server and removes its files. */
  destroy(): void;
}

export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const newest = versions[0];
  return newest ? join(root, newest, 'bin') : null;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(bin: string, args: string[]) {
  const command = asRoot ? 'runuser' : bin;
  const fullArgs = asRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  return execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 }).toString();
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL binaries in /usr/lib/postgresql/*/bin');
  const port = await freePort();
  const root = mkdtempSync(join(tmpdir(), 'private-pg-'));
  const dataDir = join(root, 'data');
  const socketDir = root;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
    chmodSync(root, 0o700);
  }
  run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${socketDir}'`,
    '-c fsync=on',
    '-c max_connections=50',
    '-c shared_buffers=32MB',
  ].join(' ');
  let running = false;
  const start = () => {
    run(join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      join(root, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    running = true;
  };
  const stop = () => {
    if (!running) return;
    run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    running = false;
  };
  start();
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url: urlOf('postgres'),
    urlOf,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
