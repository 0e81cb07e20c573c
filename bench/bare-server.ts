import { createServer } from 'node:http';
import { readCases } from 'server/cases-repository';
import { openDatabase } from 'server/database';

/**
 * The baseline of bench:api: the same SQL as GET /api/Case/get (readCases + statuses + sectors) served by
 * a bare node:http handler, no framework, no validation, no auth. BARE_PORT, DATABASE_URL or DATA_DIR.
 */
async function main() {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '',
  });
  const db = database.db;
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://bare');
      const lawFirmId = Number(url.searchParams.get('lawFirmId'));
      const pageSize = url.searchParams.get('pageSize');
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = pageSize ? Number(pageSize) : null;
      const { cases, total } = await readCases(db, 'en', {
        lawFirmId,
        page: size ? { limit: size, offset: (page - 1) * size } : undefined,
        withKnr: true,
      });
      const statuses = await db.selectFrom('case_statuses').selectAll().orderBy('case_status_id').execute();
      const sectors = await db.selectFrom('sectors').selectAll().orderBy('code').execute();
      const body = JSON.stringify({
        isSuccess: true,
        message: 'Success',
        data: {
          casesResponses: cases,
          caseStatusResponses: statuses.map((s) => ({ caseStatusId: s.case_status_id, status: s.name_en })),
          caseSectorIndustryResponses: sectors.map((s) => ({
            caseSectorIndustriesId: s.sector_id,
            name: s.name_en,
            code: s.code,
          })),
          totalCount: total,
        },
      });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    } catch (error) {
      console.error(error);
      res.writeHead(500);
      res.end();
    }
  });
  server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.info('bare server ready'));
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => void database.close().then(() => process.exit(0)));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
