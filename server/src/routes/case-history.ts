import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  CASE_HISTORY_PAGE_SIZE,
  type CaseHistoryEntry,
  downloadCaseHistoryCsv,
  getCaseHistory,
  type Language,
} from 'shared-api/contract';
import { requireCaseHistoryReader } from '../access/require';
import { csvFileName, csvHeader, csvRows } from '../case-history/csv';
import { summaryOf } from '../case-history/summary';
import {
  caseHistoryActors,
  caseHistoryBatch,
  type HistoryFilter,
  type HistoryRow,
  kindOf,
  listCaseHistory,
  roleOf,
} from '../db/case-history-repository';
import type { Executor } from '../db/types';
import { sendAttachment } from '../http/download';
import { languageOf } from '../http/language';
import { route } from '../http/route';

/**
 * A case's audit trail for the administrator (A) of the firm that
 * runs it. U, C, D and S answer 403 (the endpoint's roles and the require);
 * another firm's case answers 404 like a missing one. The answer names the
 * people who acted and what they did, as the audit rows recorded it.
 */

/** Rows the CSV reads at a time: memory stays flat whatever the length of the trail. */
const CSV_BATCH = 1000;

function entryOf(row: HistoryRow, language: Language) {
  return {
    at: row.occurredAt,
    actorName: row.actorName,
    actorRole: roleOf(row.actorUserType),
    kind: kindOf(row.entity, row.action),
    action: row.action,
    summary: summaryOf(language, row.entity, row.action, row.details),
  };
}

/** The whole filtered trail as CSV text, a batch at a time (keyset, newest first). */
async function* csvChunks(db: Executor, filter: HistoryFilter, language: Language) {
  yield csvHeader(language);
  let after: HistoryRow | null = null;
  for (;;) {
    const rows: HistoryRow[] = await caseHistoryBatch(db, filter, after, CSV_BATCH);
    if (rows.length)
      yield csvRows(
        language,
        rows.map((row) => entryOf(row, language)),
      );
    if (rows.length < CSV_BATCH) return;
    after = rows[rows.length - 1] ?? null;
  }
}

export async function caseHistoryRoutes(app: FastifyInstance) {
  const db = app.portal.db;

  route(app, getCaseHistory, async ({ query, request, user }) => {
    const facts = await requireCaseHistoryReader(db, user(), query.caseId);
    const language = languageOf(request.headers['accept-language']);
    const size = query.pageSize ?? CASE_HISTORY_PAGE_SIZE;
    const page = { limit: size, offset: ((query.page ?? 1) - 1) * size };
    const filter = { ...query, caseId: facts.caseId };
    const { rows, total } = await listCaseHistory(db, filter, page);
    const entries: CaseHistoryEntry[] = rows.map((row) => {
      const entry = entryOf(row, language);
      return { ...entry, at: entry.at.toISOString() };
    });
    return { data: { entries, total, actors: await caseHistoryActors(db, facts.caseId) } };
  });

  route(app, downloadCaseHistoryCsv, async ({ query, request, reply, user }) => {
    const facts = await requireCaseHistoryReader(db, user(), query.caseId);
    const language = languageOf(request.headers['accept-language']);
    const chunks = csvChunks(db, { ...query, caseId: facts.caseId }, language);
    return sendAttachment(
      reply,
      Readable.from(chunks),
      'text/csv; charset=utf-8',
      csvFileName(language, facts.knr),
    );
  });
}
