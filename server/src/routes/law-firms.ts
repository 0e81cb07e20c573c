import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  addLawFirm,
  deleteLawFirm,
  getLawFirmById,
  getLawFirms,
  type LawFirm,
  logoUpload,
  splitOffices,
  updateLawFirm,
} from 'shared-api/contract';
import { actorOf, recordAudit } from '../audit';
import { hashPassword } from '../auth/password';
import { assertFirmAccess, emailTaken } from '../db/access';
import type { Executor } from '../db/types';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { containsPattern, pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';
import { saveUpload } from '../http/upload';

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
  const { db, storage } = app.portal;
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
    if (session.userType === 'C' || session.userType === 'D') {
      const follows = await db
        .selectFrom('creditor_cases as cc')
        .innerJoin('cases as c', 'c.case_id', 'cc.case_id')
        .select('cc.creditor_cases_id')
        .where('cc.creditor_id', '=', session.creditorId ?? 0)
        .where('c.law_firm_id', '=', query.lawFirmId)
        .executeTakeFirst();
      if (!follows) throw forbidden('You may only see law firms of cases you follow');
    } else {
      assertFirmAccess(session, query.lawFirmId);
    }
    const [firm] = await readLawFirms(db, { lawFirmId: query.lawFirmId });
    if (!firm) throw notFound('Lawfirm not found');
    return { data: firm, message: 'Success' };
  });

  route(app, addLawFirm, async ({ query, request, user }) => {
    const session = user();
    const offices = [
      ...new Map(splitOffices(query.LawFirmOffices).map((o) => [o.toLowerCase(), o])).values(),
    ];
    if (await emailTaken(db, query.LawfirmContactEmail)) throw conflict();
    const logo = await saveUpload(request, storage, logoUpload);
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
          })
          .returning('law_firm_id')
          .executeTakeFirstOrThrow();
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
    assertFirmAccess(session, query.LawFirmId);
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
    if (emailChanged && (await emailTaken(db, query.LawfirmContactEmail, { userId: admin?.user_id }))) {
      throw conflict();
    }
    const passwordHash = query.Password ? await hashPassword(query.Password) : null;
    const logo = await saveUpload(request, storage, logoUpload);
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
        }
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
    return { data: updated ?? null, message: 'Lawfirm updated successfully' };
  });

  route(app, deleteLawFirm, async ({ query, user }) => {
    const session = user();
    assertFirmAccess(session, query.LawFirmId);
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

/**
 * DECISIONS: on update the firm's offices become exactly the sent list; an
 * office that users are assigned to cannot be removed (400 naming it).
 */
async function replaceOffices(trx: Executor, lawFirmId: number, officesText: string) {
  const wanted = [...new Map(splitOffices(officesText).map((o) => [o.toLowerCase(), o])).values()];
  const current = await trx
    .selectFrom('law_firm_offices')
    .selectAll()
    .where('law_firm_id', '=', lawFirmId)
    .execute();
  const wantedLower = new Set(wanted.map((o) => o.toLowerCase()));
  const removed = current.filter((o) => !wantedLower.has(o.name.toLowerCase()));
  if (removed.length) {
    const inUse = await trx
      .selectFrom('user_offices as uo')
      .innerJoin('law_firm_offices as o', 'o.law_firm_office_id', 'uo.law_firm_office_id')
      .innerJoin('users as u', 'u.user_id', 'uo.user_id')
      .select('o.name')
      // The administrator works at every office; only firm users (U) pin an office.
      .where('u.user_type', '=', 'U')
      .where(
        'uo.law_firm_office_id',
        'in',
        removed.map((o) => o.law_firm_office_id),
      )
      .executeTakeFirst();
    if (inUse)
      throw badRequest(
        `LawFirmOffices: users are assigned to the office ${inUse.name}; it cannot be removed`,
      );
    await trx
      .deleteFrom('law_firm_offices')
      .where(
        'law_firm_office_id',
        'in',
        removed.map((o) => o.law_firm_office_id),
      )
      .execute();
  }
  for (const [i, name] of wanted.entries()) {
    const existing = current.find((o) => o.name.toLowerCase() === name.toLowerCase());
    if (existing) {
      await trx
        .updateTable('law_firm_offices')
        .set({ name, sort_order: i })
        .where('law_firm_office_id', '=', existing.law_firm_office_id)
        .execute();
    } else {
      await trx
        .insertInto('law_firm_offices')
        .values({ law_firm_id: lawFirmId, name, sort_order: i })
        .execute();
    }
  }
}
