import type { FastifyInstance } from 'fastify';
import { migrate } from './db/migrate';
import { purgeExpiredSignups } from './db/signups';
import { ensurePortalAdmin } from './seed/admin';
import { DEMO_PASSWORD, DEMO_SIGN_INS, isDatabaseEmpty, seedDemoData } from './seed/demo';
import { seedFilesDemo } from './seed/demo-files';

const SEED_LOCK_KEY = 724_105_333;

/**
 * Brings the database up to date before the API serves: migrations, the
 * platform administrator from the environment, and on an empty database
 * with DEMO_DATA the demo set. Then health answers 200.
 */
export async function prepare(app: FastifyInstance, options: { printSignIns?: boolean } = {}): Promise<void> {
  const { config, database, db, storage } = app.portal;
  const applied = await migrate(database);
  if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');

  // Two instances starting together on one PostgreSQL: only one seeds.
  const seeded =
    config.demoData &&
    (await database.withSession(async (session) => {
      await session.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_KEY]);
      try {
        if (!(await isDatabaseEmpty(db))) return false;
        await seedFilesDemo(db, storage, await seedDemoData(db, storage));
        return true;
      } finally {
        await session.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_KEY]);
      }
    }));
  if (seeded) {
    app.log.info('demo data seeded');
    if (options.printSignIns) {
      const lines = DEMO_SIGN_INS.map((s) => `  ${s.userType}  ${s.email.padEnd(32)} ${s.who}`);
      console.info(`\nDemo sign-ins (password for all: ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`);
    }
  }

  await purgeExpiredSignups(db);

  if (config.portalAdminEmail && config.portalAdminPassword) {
    const outcome = await ensurePortalAdmin(db, config.portalAdminEmail, config.portalAdminPassword);
    if (outcome === 'conflict') {
      app.log.error(
        { email: config.portalAdminEmail },
        'PORTAL_ADMIN_EMAIL belongs to a firm user; not changed',
      );
    } else {
      app.log.info(
        { email: config.portalAdminEmail, outcome },
        'platform administrator from the environment',
      );
    }
  }
  app.portal.state.ready = true;
  await app.portal.mailWorker.start();
}
