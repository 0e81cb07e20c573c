import type { FastifyInstance } from 'fastify';
import { health } from 'shared-api/contract';
import { ping } from '../db/database';
import { HttpError } from '../http/errors';
import { route } from '../http/route';

const VERSION = '0.1.0';

/** GET /api/health: 200 once migrated and the database answers, else 503. */
export async function healthRoutes(app: FastifyInstance) {
  route(app, health, async () => {
    if (!app.portal.state.ready) throw new HttpError(503, 'Starting: migrations have not run yet');
    try {
      await ping(app.portal.db);
    } catch (error) {
      app.log.error({ err: error }, 'database does not answer');
      throw new HttpError(503, 'The database does not answer');
    }
    return {
      data: { status: 'ok' as const, database: app.portal.database.kind, version: VERSION },
      message: 'Healthy',
    };
  });
}
