import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  addLawFirmUser,
  deleteLawFirmUser,
  getLawFirmUsers,
  type LawFirmUser,
  officeIdOf,
  updateLawFirmUser,
} from 'shared-api/contract';
import { requireFirmAccess } from '../access/require';
import { actorOf, recordAudit } from '../audit';
import { hashPassword } from '../auth/password';
import type { Session } from '../auth/session';
import { bearerHeader, endUserSessions, issueUserToken } from '../auth/tokens';
import { replaceUnverifiedSignup, staffEmailTaken } from '../db/signups';
import type { Executor } from '../db/types';
import { badRequest, conflict, notFound } from '../http/errors';
import { containsPattern, pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';

async function readUsers(
  db: Executor,
  filter: {
    lawFirmId: number;
    userId?: number;
    search?: string | null;
    page?: { limit: number; offset: number } | null;
  },
): Promise<{ users: LawFirmUser[]; total: number }> {
  let base = db
    .selectFrom('users as u')
    .where('u.law_firm_id', '=', filter.lawFirmId)
    .where('u.user_type', 'in', ['A', 'U']);
  if (filter.userId) base = base.where('u.user_id', '=', filter.userId);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    base = base.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb('u.name', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('user_offices as uo')
            .innerJoin('law_firm_offices as o', 'o.law_firm_office_id', 'uo.law_firm_office_id')
            .select('uo.user_id')
            .whereRef('uo.user_id', '=', 'u.user_id')
            .where('o.name', 'ilike', pattern),
        ),
      ]),
    );
  }
  const total = filter.page
    ? ((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0)
    : 0;
  let query = base
    .select(['u.user_id', 'u.law_firm_id', 'u.name', 'u.email', 'u.user_type'])
    .orderBy(sql`lower(u.email)`);
  if (filter.page) query = query.limit(filter.page.limit).offset(filter.page.offset);
  const rows = await query.execute();
  const offices = rows.length
    ? await db
        .selectFrom('user_offices as uo')
        .innerJoin('law_firm_offices as o', 'o.law_firm_office_id', 'uo.law_firm_office_id')
        .select(['uo.user_id', 'o.law_firm_office_id', 'o.name'])
        .where(
          'uo.user_id',
          'in',
          rows.map((r) => r.user_id),
        )
        .orderBy('o.sort_order')
        .execute()
    : [];
  const users = rows.map((r) => ({
    lawFirmUserId: r.user_id,
    lawFirmId: r.law_firm_id ?? filter.lawFirmId,
    lawfirmUserName: r.name,
    lawfirmUserEmail: r.email,
    lawFirmUserOffices: offices
      .filter((o) => o.user_id === r.user_id)
      .map((o) => ({ lawFirmOfficeId: o.law_firm_office_id, lawfirmOffice: o.name })),
    userType: r.user_type as 'A' | 'U',
  }));
  return { users, total: filter.page ? total : users.length };
}

/** Office ids must belong to the firm (400 naming the field otherwise). */
async function checkOffices(db: Executor, lawFirmId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await db
    .selectFrom('law_firm_offices')
    .select('law_firm_office_id')
    .where('law_firm_id', '=', lawFirmId)
    .where('law_firm_office_id', 'in', unique)
    .execute();
  if (found.length !== unique.length)
    throw badRequest('lawFirmUserOffices: an office does not belong to this law firm');
  return unique;
}

/** A firm user the caller may manage: S any, A those of its own firm. */
async function manageableUser(db: Executor, session: Session, userId: number) {
  const target = await db
    .selectFrom('users')
    .select(['user_id', 'law_firm_id', 'user_type', 'email'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!target || target.user_type === 'S' || target.law_firm_id === null) throw notFound('User not found');
  if (session.userType !== 'S' && target.law_firm_id !== session.lawFirmId) throw notFound('User not found');
  return { ...target, law_firm_id: target.law_firm_id };
}

/** Users of a law firm (spec 1 §7): getUsers, addUser, updateUser, deleteUser. */
export async function lawFirmUserRoutes(app: FastifyInstance) {
  const { db, config } = app.portal;

  route(app, getLawFirmUsers, async ({ query, user }) => {
    requireFirmAccess(user(), query.lawFirmId);
    const { users, total } = await readUsers(db, {
      lawFirmId: query.lawFirmId,
      search: searchOf(query),
      page: pageOf(query),
    });
    return {
      data: { lawFirmUserList: users, totalCount: total },
      message: users.length ? 'Success' : 'User not found',
    };
  });

  route(app, addLawFirmUser, async ({ body, user }) => {
    const session = user();
    requireFirmAccess(session, body.lawFirmId);
    const firm = await db
      .selectFrom('law_firms')
      .select('law_firm_id')
      .where('law_firm_id', '=', body.lawFirmId)
      .executeTakeFirst();
    if (!firm) throw notFound('Lawfirm not found');
    if (await staffEmailTaken(db, body.LawfirmUserEmail)) throw conflict();
    const officeIds = await checkOffices(db, body.lawFirmId, body.lawFirmUserOffices.map(officeIdOf));
    const passwordHash = await hashPassword(body.Password);
    try {
      const lawFirmUserId = await db.transaction().execute(async (trx) => {
        await replaceUnverifiedSignup(trx, body.LawfirmUserEmail);
        const { user_id } = await trx
          .insertInto('users')
          .values({
            user_type: 'U',
            law_firm_id: body.lawFirmId,
            name: body.lawfirmUserName ?? body.LawfirmUserEmail,
            email: body.LawfirmUserEmail,
            password_hash: passwordHash,
          })
          .returning('user_id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('user_offices')
          .values(officeIds.map((id) => ({ user_id, law_firm_office_id: id })))
          .execute();
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'create',
          entity: 'law_firm_user',
          entityId: user_id,
          details: { lawFirmId: body.lawFirmId, email: body.LawfirmUserEmail, offices: officeIds },
        });
        return user_id;
      });
      return { data: { lawFirmUserId }, message: 'User created successfully' };
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict();
      throw error;
    }
  });

  route(app, updateLawFirmUser, async ({ body, user }) => {
    const session = user();
    const target = await manageableUser(db, session, body.lawFirmUserId);
    if (body.lawFirmId && body.lawFirmId !== target.law_firm_id) {
      throw badRequest('lawFirmId: the user belongs to another law firm');
    }
    if (await staffEmailTaken(db, body.LawfirmUserEmail, { userId: target.user_id })) throw conflict();
    const officeIds = await checkOffices(db, target.law_firm_id, body.lawFirmUserOffices.map(officeIdOf));
    const passwordHash = body.Password ? await hashPassword(body.Password) : null;
    let version: number | null = null;
    try {
      await db.transaction().execute(async (trx) => {
        await replaceUnverifiedSignup(trx, body.LawfirmUserEmail);
        await trx
          .updateTable('users')
          .set({
            email: body.LawfirmUserEmail,
            ...(body.lawfirmUserName ? { name: body.lawfirmUserName } : {}),
            ...(passwordHash ? { password_hash: passwordHash } : {}),
            updated_at: new Date(),
          })
          .where('user_id', '=', target.user_id)
          .execute();
        // A new password ends the user's sessions (issue 11 §3).
        if (passwordHash) version = await endUserSessions(trx, target.user_id);
        await trx.deleteFrom('user_offices').where('user_id', '=', target.user_id).execute();
        await trx
          .insertInto('user_offices')
          .values(officeIds.map((id) => ({ user_id: target.user_id, law_firm_office_id: id })))
          .execute();
        if (target.user_type === 'A') {
          // The administrator's e-mail is the firm's contact e-mail.
          await trx
            .updateTable('law_firms')
            .set({ contact_email: body.LawfirmUserEmail, updated_at: new Date() })
            .where('law_firm_id', '=', target.law_firm_id)
            .where((eb) => eb(eb.fn('lower', ['contact_email']), '=', target.email.toLowerCase()))
            .execute();
        }
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'update',
          entity: 'law_firm_user',
          entityId: target.user_id,
          details: { email: body.LawfirmUserEmail, offices: officeIds, password: Boolean(passwordHash) },
        });
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict();
      throw error;
    }
    const { users } = await readUsers(db, { lawFirmId: target.law_firm_id, userId: target.user_id });
    // Changing one's own password: this session goes on with a fresh token.
    const own =
      version !== null && target.user_id === session.id
        ? bearerHeader(
            issueUserToken(
              {
                ...target,
                user_type: target.user_type as 'A' | 'U',
                email: body.LawfirmUserEmail,
                token_version: version,
              },
              config,
            ).token,
          )
        : undefined;
    return { data: users[0] ?? null, message: 'User updated successfully', headers: own };
  });

  route(app, deleteLawFirmUser, async ({ query, user }) => {
    const session = user();
    const target = await manageableUser(db, session, query.lawFirmUserId);
    if (target.user_id === session.id) throw badRequest('lawFirmUserId: you cannot delete your own account');
    if (target.user_type === 'A') {
      const admins = await db
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('law_firm_id', '=', target.law_firm_id)
        .where('user_type', '=', 'A')
        .executeTakeFirst();
      if ((admins?.n ?? 0) <= 1) throw badRequest('lawFirmUserId: the firm must keep its administrator');
    }
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('users').where('user_id', '=', target.user_id).execute();
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'delete',
        entity: 'law_firm_user',
        entityId: target.user_id,
        details: { email: target.email, lawFirmId: target.law_firm_id },
      });
    });
    return { data: null, message: 'User deleted successfully' };
  });
}
