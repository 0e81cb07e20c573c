import type { FastifyInstance } from 'fastify';
import {
  addCase,
  deleteCase,
  getAllCases,
  getCaseById,
  getCaseCreditors,
  getCases,
  updateCase,
} from 'shared-api/contract';
import { caseAsReadBy } from '../access/case-fields';
import { isPlatformAdmin } from '../access/policy';
import { requireFirmStaff, requireOwnCase, requireOwnFirm, requireReadableCase } from '../access/require';
import { auditBy } from '../audit';
import { checkProcedureDates } from '../claims/procedure-dates';
import {
  caseFiles,
  deleteCase as deleteCaseRow,
  insertCase,
  readCases,
  referenceData,
  sectorExists,
  updateCase as updateCaseRow,
} from '../db/cases-repository';
import { listCaseCreditors } from '../db/creditors-repository';
import type { Executor } from '../db/types';
import { badRequest } from '../http/errors';
import { languageOf } from '../http/language';
import { pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';
import { removeStoredFiles } from '../storage/removals';

async function checkSector(db: Executor, sectorId: number | null) {
  if (sectorId === null) return;
  if (!(await sectorExists(db, sectorId))) throw badRequest('debtorSectorId: no such sector');
}

/** The claims procedure's dates a write sent, for the audit log (absent ones are unchanged). */
function procedureDatesSent(body: {
  claimsProcedureDecidedOn?: string | null;
  objectionDeadline?: string | null;
  settlementDeadline?: string | null;
}) {
  const { claimsProcedureDecidedOn, objectionDeadline, settlementDeadline } = body;
  return Object.fromEntries(
    Object.entries({ claimsProcedureDecidedOn, objectionDeadline, settlementDeadline }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

/** Cases: add, get, getCaseById, update, delete, getcasecreditors, getAllCases. */
export async function caseRoutes(app: FastifyInstance) {
  const { db } = app.portal;

  route(app, addCase, async ({ body, user, request }) => {
    const session = user();
    const lawFirmId = requireOwnFirm(session);
    await checkSector(db, body.debtorSectorId);
    await checkProcedureDates(db, null, body, languageOf(request.headers['accept-language']));
    const caseId = await db.transaction().execute(async (trx) => {
      // The firm from the session, never the body (docs/decisions/0005-fields-a-caller-may-not-set.md).
      const case_id = await insertCase(trx, lawFirmId, body, session.id);
      await auditBy(trx, session, 'create', 'case', case_id, {
        caseId: case_id,
        details: { debtorName: body.debtorName, knr: body.knr },
      });
      return case_id;
    });
    return { data: { caseId }, message: 'Case created successfully' };
  });

  route(app, getCases, async ({ query, user, request }) => {
    const session = user();
    // Another firm's id answers as one that does not exist.
    requireFirmStaff(session, query.lawFirmId);
    const language = languageOf(request.headers['accept-language']);
    const { cases, total } = await readCases(db, language, {
      lawFirmId: query.lawFirmId,
      search: searchOf(query),
      page: pageOf(query),
      withKnr: true,
    });
    const { statuses, sectors } = await referenceData(db);
    return {
      message: 'Success',
      data: {
        casesResponses: cases,
        caseStatusResponses: statuses.map((s) => ({
          caseStatusId: s.case_status_id,
          status: language === 'sv' ? s.name_sv : s.name_en,
        })),
        caseSectorIndustryResponses: sectors.map((s) => ({
          caseSectorIndustriesId: s.sector_id,
          name: language === 'sv' ? s.name_sv : s.name_en,
          code: s.code,
        })),
        totalCount: total,
      },
    };
  });

  route(app, getCaseById, async ({ query, user, request }) => {
    const session = user();
    await requireReadableCase(db, session, query.caseId);
    const { cases } = await readCases(db, languageOf(request.headers['accept-language']), {
      caseId: query.caseId,
    });
    return { data: caseAsReadBy(session, cases[0]!), message: 'Success' };
  });

  route(app, updateCase, async ({ body, user, request }) => {
    const session = user();
    await requireOwnCase(db, session, body.caseId);
    await checkSector(db, body.debtorSectorId);
    await checkProcedureDates(db, body.caseId, body, languageOf(request.headers['accept-language']));
    await db.transaction().execute(async (trx) => {
      await updateCaseRow(trx, body);
      await auditBy(trx, session, 'update', 'case', body.caseId, {
        caseId: body.caseId,
        details: {
          status: body.status,
          ...(body.claimsDeadline !== undefined ? { claimsDeadline: body.claimsDeadline } : {}),
          ...procedureDatesSent(body),
        },
      });
    });
    const { cases } = await readCases(db, languageOf(request.headers['accept-language']), {
      caseId: body.caseId,
    });
    return { data: cases[0] ?? null, message: 'Case updated successfully' };
  });

  route(app, deleteCase, async ({ query, user }) => {
    const session = user();
    await requireOwnCase(db, session, query.caseId);
    await db.transaction().execute(async (trx) => {
      const stored = await caseFiles(trx, [query.caseId]);
      // Links, messages, documents and claims of the case go by cascade.
      await deleteCaseRow(trx, query.caseId);
      await removeStoredFiles(trx, stored);
      await auditBy(trx, session, 'delete', 'case', query.caseId, {
        caseId: query.caseId,
        details: { files: stored.length },
      });
    });
    return { data: null, message: 'Case deleted successfully' };
  });

  route(app, getCaseCreditors, async ({ query, user }) => {
    await requireOwnCase(db, user(), query.caseId);
    const page = pageOf(query);
    const { list, total } = await listCaseCreditors(db, query.caseId, searchOf(query), page);
    return {
      data: { caseCreditorListRponse: list, totalCount: page ? total : list.length },
      message: list.length ? 'Success' : 'No creditors yet.',
    };
  });

  route(app, getAllCases, async ({ query, user, request }) => {
    const session = user();
    const { cases, total } = await readCases(db, languageOf(request.headers['accept-language']), {
      search: searchOf(query),
      page: pageOf(query),
      withKnr: true,
      followedBy: query.followedFirst && !isPlatformAdmin(session) ? session.creditorId : null,
    });
    // Creditors choosing cases do not read the firm's internal fields.
    const data = cases.map((c) => caseAsReadBy(session, c));
    return { data: { casesResponses: data, totalCount: total }, message: 'Success' };
  });
}
