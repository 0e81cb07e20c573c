import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  addLawFirm,
  deleteLawFirm,
  getLawFirmById,
  getLawFirms,
  type LawFirm,
  splitOffices,
  updateLawFirm,
} from 'shared-api/contract';
import { requireFirmAccess } from '../access/require';
import { actorOf, recordAudit } from '../audit';
import { setTwoFactorRequirement } from '../auth/firm-two-factor';
import { hashPassword } from '../auth/password';
import type { Session } from '../auth/session';
import { bearerHeader, endUserSessions, issueUserToken } from '../auth/tokens';
import { replaceUnverifiedSignup, staffEmailTaken } from '../db/signups';
import type { Executor } from '../db/types';
import { conflict, notFound } from '../http/errors';
import { containsPattern, pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';
import { receiveUpload } from '../http/upload';
import { replaceOffices } from './law-firm-offices';
import { publicFace } from './law-firm-public-face';

/** Reads firms with their offices and case counts, shaped as the wire's lawFirmSchema. */
export async function readLawFirms(
  db: Executor,
  filter: {
    lawFirmId?: number;
    search?: string | null;
    page?: { limit: number; offset: number } | null;
  } = {},
): Promise<LawFirm[]> {
  let query = db
    .selectFrom('law_firms as f')
    .selectAll('f')
    .select(
      sql<number>`(SELECT count(*)::int FROM cases c WHERE c.law_firm_id = f.law_firm_id)`.as('case_count'),
    )
    .orderBy(sql`lower(f.name)`)
    .orderBy('f.law_firm_id');
  if (filter.lawFirmId) query = query.where('f.law_firm_id', '=', filter.lawFirmId);
  if (filter.search) query = query.where('f.name', 'ilike', containsPattern(filter.search));
  if (filter.page) query = query.limit(filter.page.limit).offset(filter.page.offset);
  const firms = await query.execute();
  if (!firms.length) return [];
  const offices = await db
    .selectFrom('law_firm_offices')
    .selectAll()
    .where(
      'law_firm_id',
      'in',
      firms.map((f) => f.law_firm_id),
    )
    .orderBy('sort_order')
    .orderBy('law_firm_office_id')
    .execute();
  return firms.map((f) => ({
    lawFirmId: f.law_firm_id,
    lawfirmName: f.name,
    officeList: offices
      .filter((o) => o.law_firm_id === f.law_firm_id)
      .map((o) => ({ lawFirmOfficeId: o.law_firm_office_id, lawfirmOffice: o.name })),
    lawfirmContactName: f.contact_name,
    lawfirmContactEmail: f.contact_email,
    lawfirmUrl: f.url,
    lawfirmNotes: f.notes,
    color: f.color_code,
    logoFulllName: f.logo_original_name,
    logoPath: f.logo_stored_name,
    createdBy: f.created_by,
    caseCount: f.case_count,
    requireTwoFactor: f.require_two_factor,
  }));
}

/** Stored names of every file that belongs to these cases (documents, claims). */
export async function caseFiles(db: Executor, caseIds: number[]): Promise<string[]> {
  if (!caseIds.length) return [];
  const rows = await sql<{ stored_name: string }>`
    SELECT stored_name FROM documents WHERE case_id = ANY(${caseIds})
    UNION ALL
    SELECT stored_name FROM invoices WHERE case_id = ANY(${caseIds})
  `.execute(db);
  return rows.rows.map((r) => r.stored_name);
}

/** Law firms: add, update, get, getById, delete (spec 1 §7). */
export async function lawFirmRoutes(app: FastifyInstance) {
  const { db, storage, config } = app.portal;
  /** The caller changed its own password: it goes on with a fresh token (the client swaps it in). */
  const ownFreshToken = async (session: Session, userId: number | undefined, version: number | null) => {
    if (version === null || userId !== session.id) return undefined;
    const me = await db
      .selectFrom('users')
      .select(['user_id', 'user_type', 'law_firm_id', 'email', 'token_version'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return me ? bearerHeader(issueUserToken(me, config).token) : undefined;
  };
  const removeQuietly = async (names: (string | null | undefined)[]) => {
    for (const name of names) {
      if (!name) continue;
      try {
        await storage.remove(name);
      } catch (error) {
        app.log.warn({ err: error, storedName: name }, 'could not remove a stored file');
      }
    }
  };

  route(app, getLawFirms, async ({ query }) => {
    const data = await readLawFirms(db, { search: searchOf(query), page: pageOf(query) });
    return { data, message: 'Success' };
  });

  route(app, getLawFirmById, async ({ query, user }) => {
    const session = user();
    const creditorSide = session.userType === 'C' || session.userType === 'D';
    if (creditorSide) {
      const follows = await db
        .selectFrom('creditor_cases as cc')
        .innerJoin('cases as c', 'c.case_id', 'cc.case_id')
        .select('cc.creditor_cases_id')
        .where('cc.creditor_id', '=', session.creditorId ?? 0)
        .where('c.law_firm_id', '=', query.lawFirmId)
        .executeTakeFirst();
      if (!follows) throw notFound('Lawfirm not found');
    } else {
      requireFirmAccess(session, query.lawFirmId);
    }
    const [firm] = await readLawFirms(db, { lawFirmId: query.lawFirmId });
    if (!firm) throw notFound('Lawfirm not found');
    return { data: creditorSide ? publicFace(firm) : firm, message: 'Success' };
  });

  route(app, addLawFirm, async ({ query: fromQuery, request, user }) => {
    const session = user();
    const offices = [
      ...new Map(splitOffices(fromQuery.LawFirmOffices).map((o) => [o.toLowerCase(), o])).values(),
    ];
    if (await staffEmailTaken(db, fromQuery.LawfirmContactEmail)) throw conflict();
    // The administrator's password comes in the body (issue 12 §1), or in the query from older clients.
    const { fields: query, upload: logo } = await receiveUpload(request, storage, addLawFirm, {
      query: fromQuery,
    });
    try {
      const passwordHash = await hashPassword(query.Password);
      const lawFirmId = await db.transaction().execute(async (trx) => {
        const { law_firm_id } = await trx
          .insertInto('law_firms')
          .values({
            name: query.LawfirmName,
            contact_name: query.LawfirmContactName,
            contact_email: query.LawfirmContactEmail,
            url: query.LawfirmUrl,
            notes: query.LawfirmNotes,
            color_code: query.ColorCode,
            logo_stored_name: logo?.storedName ?? null,
            logo_original_name: logo?.originalName ?? null,
            created_by: session.email,
            require_two_factor: query.RequireTwoFactor === true,
          })
          .returning('law_firm_id')
          .executeTakeFirstOrThrow();
        await replaceUnverifiedSignup(trx, query.LawfirmContactEmail);
        const officeRows = await trx
          .insertInto('law_firm_offices')
          .values(offices.map((name, i) => ({ law_firm_id, name, sort_order: i })))
          .returning('law_firm_office_id')
          .execute();
        const { user_id } = await trx
          .insertInto('users')
          .values({
            user_type: 'A',
            law_firm_id,
            name: query.LawfirmContactName,
            email: query.LawfirmContactEmail,
            password_hash: passwordHash,
          })
          .returning('user_id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('user_offices')
          .values(officeRows.map((o) => ({ user_id, law_firm_office_id: o.law_firm_office_id })))
          .execute();
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'create',
          entity: 'law_firm',
          entityId: law_firm_id,
          details: { name: query.LawfirmName, offices, administrator: query.LawfirmContactEmail },
        });
        return law_firm_id;
      });
      return { data: { lawFirmId }, message: 'Lawfirm created successfully' };
    } catch (error) {
      await removeQuietly([logo?.storedName]);
      if ((error as { code?: string }).code === '23505') throw conflict();
      throw error;
    }
  });

  route(app, updateLawFirm, async ({ query, request, user }) => {
    const session = user();
    requireFirmAccess(session, query.LawFirmId);
    const firm = await db
      .selectFrom('law_firms')
      .selectAll()
      .where('law_firm_id', '=', query.LawFirmId)
      .executeTakeFirst();
    if (!firm) throw notFound('Lawfirm not found');
    // The firm's administrator signs in with the contact e-mail: they change together.
    const admin = await db
      .selectFrom('users')
      .select(['user_id', 'email'])
      .where('law_firm_id', '=', firm.law_firm_id)
      .where('user_type', '=', 'A')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', firm.contact_email.toLowerCase()))
      .executeTakeFirst();
    const emailChanged = query.LawfirmContactEmail.toLowerCase() !== firm.contact_email.toLowerCase();
    if (emailChanged && (await staffEmailTaken(db, query.LawfirmContactEmail, { userId: admin?.user_id }))) {
      throw conflict();
    }
    const { fields: withBody, upload: logo } = await receiveUpload(request, storage, updateLawFirm, {
      query,
    });
    const passwordHash = withBody.Password ? await hashPassword(withBody.Password) : null;
    let adminVersion: number | null = null;
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('law_firms')
          .set({
            name: query.LawfirmName,
            contact_name: query.LawfirmContactName,
            contact_email: query.LawfirmContactEmail,
            url: query.LawfirmUrl,
            notes: query.LawfirmNotes,
            ...(query.ColorCode ? { color_code: query.ColorCode } : {}),
            ...(logo ? { logo_stored_name: logo.storedName, logo_original_name: logo.originalName } : {}),
            updated_at: new Date(),
          })
          .where('law_firm_id', '=', firm.law_firm_id)
          .execute();
        if (admin && (emailChanged || passwordHash)) {
          await trx
            .updateTable('users')
            .set({
              ...(emailChanged ? { email: query.LawfirmContactEmail } : {}),
              ...(passwordHash ? { password_hash: passwordHash } : {}),
              updated_at: new Date(),
            })
            .where('user_id', '=', admin.user_id)
            .execute();
          if (emailChanged) await replaceUnverifiedSignup(trx, query.LawfirmContactEmail);
          // A new password ends the administrator's sessions (issue 11 §3).
          if (passwordHash) adminVersion = await endUserSessions(trx, admin.user_id);
        }
        // Only S decides whether the firm's staff must use two-factor sign-in; A's value is ignored.
        if (session.userType === 'S' && query.RequireTwoFactor !== undefined)
          await setTwoFactorRequirement(trx, firm.law_firm_id, query.RequireTwoFactor);
        if (query.LawFirmOffices !== undefined)
          await replaceOffices(trx, firm.law_firm_id, query.LawFirmOffices);
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'update',
          entity: 'law_firm',
          entityId: firm.law_firm_id,
          details: {
            logo: Boolean(logo),
            password: Boolean(passwordHash),
            offices: query.LawFirmOffices ?? null,
          },
        });
      });
    } catch (error) {
      await removeQuietly([logo?.storedName]);
      if ((error as { code?: string }).code === '23505') throw conflict();
      throw error;
    }
    if (logo && firm.logo_stored_name) await removeQuietly([firm.logo_stored_name]);
    const [updated] = await readLawFirms(db, { lawFirmId: firm.law_firm_id });
    const headers = await ownFreshToken(session, admin?.user_id, adminVersion);
    return { data: updated ?? null, message: 'Lawfirm updated successfully', headers };
  });

  route(app, deleteLawFirm, async ({ query, user }) => {
    const session = user();
    requireFirmAccess(session, query.LawFirmId);
    const firm = await db
      .selectFrom('law_firms')
      .select(['law_firm_id', 'name', 'logo_stored_name'])
      .where('law_firm_id', '=', query.LawFirmId)
      .executeTakeFirst();
    if (!firm) throw notFound('Lawfirm not found');
    const files = await db.transaction().execute(async (trx) => {
      const caseIds = (
        await trx.selectFrom('cases').select('case_id').where('law_firm_id', '=', firm.law_firm_id).execute()
      ).map((c) => c.case_id);
      const stored = await caseFiles(trx, caseIds);
      // Cases, offices, users, documents, claims, messages and creditor links go by cascade.
      await trx.deleteFrom('law_firms').where('law_firm_id', '=', firm.law_firm_id).execute();
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'delete',
        entity: 'law_firm',
        entityId: firm.law_firm_id,
        details: { name: firm.name, cases: caseIds.length, files: stored.length },
      });
      return [firm.logo_stored_name, ...stored];
    });
    await removeQuietly(files);
    return { data: null, message: 'LawFirm deleted successfully' };
  });
}
