// First: how the heap grows is set before the API allocates anything.
import './heap-growth';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { loggerFor } from './http/request-log';
import { prepare } from './prepare';

/** Starts the API: config, database, listen, migrate/seed, graceful shutdown. */
async function main() {
  let config: Config;
  try {
    config = loadConfig(process.env, { terminal: process.stdout.isTTY === true });
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line naming the setting and the reason: the operator sees it first in any log.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({
    config,
    database,
    logger: loggerFor(config),
  });

  try {
    // A bucket that is missing or refuses the credentials stops the start, like a wrong setting.
    await app.portal.storage.verify?.();
  } catch (error) {
    console.error((error as Error).message);
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  let preparing: Promise<void> = Promise.resolve();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await preparing.catch(() => undefined); // never close the database under a running migration
      await app.portal.deferredMail.idle(); // mails of calls already answered still go out
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.apiPort, host: config.host });
  preparing = prepare(app, { printSignIns: true });
  await preparing;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.apiPort;
  app.log.info(
    { url: `http://${config.host}:${port}/api`, database: database.kind, dataDir: config.dataDir },
    `API ready at http://${config.host}:${port}/api`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
