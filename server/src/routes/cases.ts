import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  addCase,
  type Case,
  deleteCase,
  getAllCases,
  getCaseById,
  getCaseCreditors,
  getCases,
  type Language,
  updateCase,
} from 'shared-api/contract';
import { requireOwnCase, requireReadableCase } from '../access/require';
import { actorOf, recordAudit } from '../audit';
import type { Executor } from '../db/types';
import { badRequest, forbidden, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { containsPattern, pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';
import { toCreditor } from './creditors';
import { caseFiles } from './law-firms';

type Page = { limit: number; offset: number } | null;

type ReferenceRows = {
  statuses: { case_status_id: number; name_en: string; name_sv: string }[];
  sectors: { sector_id: number; code: string; name_en: string; name_sv: string }[];
};
const referenceCache = new WeakMap<object, Promise<ReferenceRows>>();

/**
 * Case statuses and sectors come with the migrations and never change while the server runs: read them
 * once per database instead of on every case-list request.
 */
function referenceData(db: Executor): Promise<ReferenceRows> {
  let cached = referenceCache.get(db);
  if (!cached) {
    cached = (async () => ({
      statuses: await db.selectFrom('case_statuses').selectAll().orderBy('case_status_id').execute(),
      sectors: await db.selectFrom('sectors').selectAll().orderBy('code').execute(),
    }))();
    cached.catch(() => referenceCache.delete(db));
    referenceCache.set(db, cached);
  }
  return cached;
}

/** Cases as every read returns them, names in the caller's language. */
export async function readCases(
  db: Executor,
  language: Language,
  filter: { caseId?: number; lawFirmId?: number; search?: string | null; page?: Page; withKnr?: boolean },
): Promise<{ cases: Case[]; total: number }> {
  // Every case has its firm and its status (foreign keys), so filters and the count need `cases` alone;
  // the joins are for the page that is shown.
  let filtered = db.selectFrom('cases as c');
  if (filter.caseId) filtered = filtered.where('c.case_id', '=', filter.caseId);
  if (filter.lawFirmId) filtered = filtered.where('c.law_firm_id', '=', filter.lawFirmId);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    filtered = filtered.where((eb) =>
      eb.or([
        eb('c.debtor_name', 'ilike', pattern),
        eb('c.debtor_orgnr', 'ilike', pattern),
        ...(filter.withKnr ? [eb('c.knr', 'ilike', pattern)] : []),
      ]),
    );
  }
  const total = filter.page
    ? ((await filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0)
    : 0;
  const base = filtered
    .innerJoin('law_firms as f', 'f.law_firm_id', 'c.law_firm_id')
    .innerJoin('case_statuses as st', 'st.case_status_id', 'c.status')
    .leftJoin('sectors as s', 's.sector_id', 'c.sector_id');
  let query = base
    .selectAll('c')
    .select([
      'f.name as firm_name',
      language === 'sv' ? 'st.name_sv as status_name' : 'st.name_en as status_name',
      language === 'sv' ? 's.name_sv as sector_name' : 's.name_en as sector_name',
    ])
    .orderBy(sql`lower(c.debtor_name)`)
    .orderBy('c.case_id');
  if (filter.page) query = query.limit(filter.page.limit).offset(filter.page.offset);
  const rows = await query.execute();
  const cases = rows.map((r) => ({
    caseId: r.case_id,
    debtorName: r.debtor_name,
    debtorOrgnr: r.debtor_orgnr,
    knr: r.knr,
    status: r.status,
    statusName: r.status_name,
    lawFirmId: r.law_firm_id,
    lawfirmName: r.firm_name,
    debtorSectorId: r.sector_id,
    debtorSector: r.sector_name ?? null,
    court: r.court,
    dateDecision: r.date_decision,
    dateEdited: new Date(r.date_edited).toISOString(),
    lawyerName: r.lawyer_name,
    managerName: r.manager_name,
    administratorName: r.administrator_name,
    administratorEmail: r.administrator_email,
    caseNotes: r.case_notes,
    isAllowCreditorNotification: r.is_allow_creditor_notification,
    claimsDeadline: r.claims_deadline,
  }));
  return { cases, total: filter.page ? total : cases.length };
}

async function checkSector(db: Executor, sectorId: number | null) {
  if (sectorId === null) return;
  const found = await db
    .selectFrom('sectors')
    .select('sector_id')
    .where('sector_id', '=', sectorId)
    .executeTakeFirst();
  if (!found) throw badRequest('debtorSectorId: no such sector');
}

/** Cases (spec 1 §7): add, get, getCaseById, update, delete, getcasecreditors, getAllCases. */
export async function caseRoutes(app: FastifyInstance) {
  const { db, storage } = app.portal;

  route(app, addCase, async ({ body, user }) => {
    const session = user();
    const lawFirmId = session.lawFirmId;
    if (!lawFirmId) throw forbidden();
    await checkSector(db, body.debtorSectorId);
    const caseId = await db.transaction().execute(async (trx) => {
      const { case_id } = await trx
        .insertInto('cases')
        .values({
          law_firm_id: lawFirmId, // from the session, never the body (DECISIONS)
          debtor_name: body.debtorName,
          debtor_orgnr: body.debtorOrgnr,
          knr: body.knr,
          court: body.court,
          date_decision: body.dateDecision ? body.dateDecision.slice(0, 10) : null,
          lawyer_name: body.lawyerName,
          manager_name: body.managerName,
          administrator_name: body.administratorName,
          administrator_email: body.administratorEmail,
          case_notes: body.caseNotes,
          sector_id: body.debtorSectorId,
          status: body.status,
          is_allow_creditor_notification: body.isAllowCreditorNotification,
          claims_deadline: body.claimsDeadline ?? null,
          created_by_user_id: session.id,
        })
        .returning('case_id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'create',
        entity: 'case',
        entityId: case_id,
        caseId: case_id,
        details: { debtorName: body.debtorName, knr: body.knr },
      });
      return case_id;
    });
    return { data: { caseId }, message: 'Case created successfully' };
  });

  route(app, getCases, async ({ query, user, request }) => {
    const session = user();
    // Another firm's id answers as one that does not exist (issue 12 §6).
    if (session.lawFirmId !== query.lawFirmId) throw notFound('Lawfirm not found');
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
    await requireReadableCase(db, user(), query.caseId);
    const { cases } = await readCases(db, languageOf(request.headers['accept-language']), {
      caseId: query.caseId,
    });
    return { data: cases[0]!, message: 'Success' };
  });

  route(app, updateCase, async ({ body, user, request }) => {
    const session = user();
    await requireOwnCase(db, session, body.caseId);
    await checkSector(db, body.debtorSectorId);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('cases')
        .set({
          debtor_name: body.debtorName,
          debtor_orgnr: body.debtorOrgnr,
          knr: body.knr,
          court: body.court,
          date_decision: body.dateDecision ? body.dateDecision.slice(0, 10) : null,
          lawyer_name: body.lawyerName,
          manager_name: body.managerName,
          administrator_name: body.administratorName,
          administrator_email: body.administratorEmail,
          case_notes: body.caseNotes,
          sector_id: body.debtorSectorId,
          status: body.status,
          is_allow_creditor_notification: body.isAllowCreditorNotification,
          // Absent (a client that does not know it): unchanged.
          ...(body.claimsDeadline !== undefined ? { claims_deadline: body.claimsDeadline } : {}),
          date_edited: new Date(),
        })
        .where('case_id', '=', body.caseId)
        .execute();
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'update',
        entity: 'case',
        entityId: body.caseId,
        caseId: body.caseId,
        details: {
          status: body.status,
          ...(body.claimsDeadline !== undefined ? { claimsDeadline: body.claimsDeadline } : {}),
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
    const files = await db.transaction().execute(async (trx) => {
      const stored = await caseFiles(trx, [query.caseId]);
      // Links, messages, documents and claims of the case go by cascade.
      await trx.deleteFrom('cases').where('case_id', '=', query.caseId).execute();
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'delete',
        entity: 'case',
        entityId: query.caseId,
        caseId: query.caseId,
        details: { files: stored.length },
      });
      return stored;
    });
    for (const name of files) {
      await storage
        .remove(name)
        .catch((error) => app.log.warn({ err: error, name }, 'could not remove a file'));
    }
    return { data: null, message: 'Case deleted successfully' };
  });

  route(app, getCaseCreditors, async ({ query, user }) => {
    await requireOwnCase(db, user(), query.caseId);
    let base = db
      .selectFrom('creditor_cases as cc')
      .innerJoin('creditors as cr', 'cr.creditor_id', 'cc.creditor_id')
      .where('cc.case_id', '=', query.caseId);
    const search = searchOf(query);
    if (search) {
      const pattern = containsPattern(search);
      base = base.where((eb) =>
        eb.or([
          eb('cr.name', 'ilike', pattern),
          eb('cr.company_org_nr', 'ilike', pattern),
          eb('cr.company_name', 'ilike', pattern),
        ]),
      );
    }
    const page = pageOf(query);
    const total = page
      ? ((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0)
      : 0;
    let rows = base
      .selectAll('cr')
      .select(['cc.creditor_cases_id', 'cc.case_id'])
      .orderBy(sql`lower(cr.name)`);
    if (page) rows = rows.limit(page.limit).offset(page.offset);
    const list = (await rows.execute()).map((r) => ({
      creditorCasesId: r.creditor_cases_id,
      caseId: r.case_id,
      creditorResponse: toCreditor(r),
    }));
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
    });
    // Creditors choosing cases do not read the firm's internal fields.
    const data =
      session.userType === 'S'
        ? cases
        : cases.map((c) => ({ ...c, caseNotes: null, administratorEmail: null }));
    return { data: { casesResponses: data, totalCount: total }, message: 'Success' };
  });
}
