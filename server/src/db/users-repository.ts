import { sql } from 'kysely';
import type { LawFirmUser } from 'shared-api/contract';
import { containsPattern } from '../http/paging';
import { COUNT, counted } from './list-page';
import type { Executor } from './types';

/** Is this e-mail taken by any firm user or creditor? (`except`: the account being changed.) */
export async function emailTaken(
  db: Executor,
  email: string,
  except?: { userId?: number; creditorId?: number },
) {
  const lower = email.toLowerCase();
  let users = db
    .selectFrom('users')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lower));
  if (except?.userId) users = users.where('user_id', '<>', except.userId);
  let creditors = db
    .selectFrom('creditors')
    .select('creditor_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lower));
  if (except?.creditorId) creditors = creditors.where('creditor_id', '<>', except.creditorId);
  return Boolean((await users.executeTakeFirst()) || (await creditors.executeTakeFirst()));
}

/** The users (A and U) of a firm with their offices, shaped as the wire's lawFirmUserSchema. */
export async function readUsers(
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
    .select(['u.user_id', 'u.law_firm_id', 'u.name', 'u.email', 'u.user_type', 'u.pending_email'])
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
    pendingEmail: r.pending_email,
  }));
  return { users, total: filter.page ? total : users.length };
}

/** How many of these offices belong to the firm. */
export async function firmOfficeCount(db: Executor, lawFirmId: number, officeIds: number[]) {
  return counted(
    db
      .selectFrom('law_firm_offices')
      .select(COUNT)
      .where('law_firm_id', '=', lawFirmId)
      .where('law_firm_office_id', 'in', officeIds),
  );
}

/** A user's id, firm, role and e-mail, or undefined. */
export const findUser = (db: Executor, userId: number) =>
  db
    .selectFrom('users')
    .select(['user_id', 'law_firm_id', 'user_type', 'email'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** The sign-in token's fields of a user, or undefined. */
export const tokenFieldsOf = (db: Executor, userId: number) =>
  db
    .selectFrom('users')
    .select(['user_id', 'user_type', 'law_firm_id', 'email', 'token_version'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** A new firm-side user (A or U) at these offices; returns its id. */
export async function insertFirmUser(
  trx: Executor,
  user: { userType: 'A' | 'U'; lawFirmId: number; name: string; email: string; passwordHash: string },
  officeIds: number[],
): Promise<number> {
  const { user_id } = await trx
    .insertInto('users')
    .values({
      user_type: user.userType,
      law_firm_id: user.lawFirmId,
      name: user.name,
      email: user.email,
      password_hash: user.passwordHash,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_offices')
    .values(officeIds.map((id) => ({ user_id, law_firm_office_id: id })))
    .execute();
  return user_id;
}

/** A user's e-mail, and its name and password hash when given. */
export async function updateUser(
  trx: Executor,
  userId: number,
  fields: { email?: string | undefined; name?: string | null | undefined; passwordHash?: string | null },
) {
  await trx
    .updateTable('users')
    .set({
      ...(fields.email ? { email: fields.email } : {}),
      ...(fields.name ? { name: fields.name } : {}),
      ...(fields.passwordHash ? { password_hash: fields.passwordHash } : {}),
      updated_at: new Date(),
    })
    .where('user_id', '=', userId)
    .execute();
}

/** The user works at exactly these offices. */
export async function replaceUserOffices(trx: Executor, userId: number, officeIds: number[]) {
  await trx.deleteFrom('user_offices').where('user_id', '=', userId).execute();
  await trx
    .insertInto('user_offices')
    .values(officeIds.map((id) => ({ user_id: userId, law_firm_office_id: id })))
    .execute();
}

/** How many administrators (A) the firm has. */
export async function adminCount(db: Executor, lawFirmId: number) {
  const admins = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('law_firm_id', '=', lawFirmId)
    .where('user_type', '=', 'A')
    .executeTakeFirst();
  return admins?.n ?? 0;
}

export async function deleteUser(trx: Executor, userId: number) {
  await trx.deleteFrom('users').where('user_id', '=', userId).execute();
}
