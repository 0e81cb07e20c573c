import type { FastifyInstance } from 'fastify';
import {
  addLawFirmUser,
  deleteLawFirmUser,
  getLawFirmUsers,
  officeIdOf,
  updateLawFirmUser,
} from 'shared-api/contract';
import { requireFirmAccess } from '../access/require';
import { auditBy } from '../audit';
import { requestEmailChange } from '../auth/email-change';
import { hashPassword } from '../auth/password';
import { requireStrongPassword } from '../auth/password-policy';
import type { Session } from '../auth/session';
import { bearerHeader, endUserSessions, issueUserToken } from '../auth/tokens';
import { findLawFirm } from '../db/law-firms-repository';
import { replaceUnverifiedSignup, staffEmailTaken } from '../db/signups';
import type { Executor } from '../db/types';
import {
  adminCount,
  deleteUser,
  findUser,
  firmOfficeCount,
  insertFirmUser,
  readUsers,
  replaceUserOffices,
  updateUser,
} from '../db/users-repository';
import { badRequest, conflict, found, notFound } from '../http/errors';
import { pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';

/** Office ids must belong to the firm (400 naming the field otherwise). */
async function checkOffices(db: Executor, lawFirmId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if ((await firmOfficeCount(db, lawFirmId, unique)) !== unique.length)
    throw badRequest('lawFirmUserOffices: an office does not belong to this law firm');
  return unique;
}

/** A firm user the caller may manage: S any, A those of its own firm. */
async function manageableUser(db: Executor, session: Session, userId: number) {
  const target = await findUser(db, userId);
  if (!target || target.user_type === 'S' || target.law_firm_id === null) throw notFound('User not found');
  requireFirmAccess(session, target.law_firm_id, 'User not found');
  return { ...target, law_firm_id: target.law_firm_id };
}

/** Users of a law firm: getUsers, addUser, updateUser, deleteUser. */
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

  route(app, addLawFirmUser, async ({ body, user, request }) => {
    const session = user();
    requireFirmAccess(session, body.lawFirmId);
    await found(findLawFirm(db, body.lawFirmId), 'Lawfirm not found');
    if (await staffEmailTaken(db, body.LawfirmUserEmail)) throw conflict();
    const officeIds = await checkOffices(db, body.lawFirmId, body.lawFirmUserOffices.map(officeIdOf));
    requireStrongPassword(request, body.Password, {
      audience: 'staff',
      field: 'Password',
      personal: [body.LawfirmUserEmail, body.lawfirmUserName],
    });
    const passwordHash = await hashPassword(body.Password);
    try {
      const lawFirmUserId = await db.transaction().execute(async (trx) => {
        await replaceUnverifiedSignup(trx, body.LawfirmUserEmail);
        const user_id = await insertFirmUser(
          trx,
          {
            userType: 'U',
            lawFirmId: body.lawFirmId,
            name: body.lawfirmUserName ?? body.LawfirmUserEmail,
            email: body.LawfirmUserEmail,
            passwordHash,
          },
          officeIds,
        );
        await auditBy(trx, session, 'create', 'law_firm_user', user_id, {
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

  route(app, updateLawFirmUser, async ({ body, user, request }) => {
    const session = user();
    const target = await manageableUser(db, session, body.lawFirmUserId);
    if (body.lawFirmId && body.lawFirmId !== target.law_firm_id) {
      throw badRequest('lawFirmId: the user belongs to another law firm');
    }
    if (await staffEmailTaken(db, body.LawfirmUserEmail, { userId: target.user_id })) throw conflict();
    const officeIds = await checkOffices(db, target.law_firm_id, body.lawFirmUserOffices.map(officeIdOf));
    if (body.Password)
      requireStrongPassword(request, body.Password, {
        audience: 'staff',
        field: 'Password',
        personal: [target.email, body.LawfirmUserEmail, body.lawfirmUserName],
      });
    const passwordHash = body.Password ? await hashPassword(body.Password) : null;
    let version: number | null = null;
    try {
      await db.transaction().execute(async (trx) => {
        // A new address waits for the user to enter the code mailed to it (on the account page).
        await updateUser(trx, target.user_id, { name: body.lawfirmUserName, passwordHash });
        await requestEmailChange(trx, request, session, {
          kind: 'user',
          id: target.user_id,
          newEmail: body.LawfirmUserEmail,
        });
        // A new password ends the user's sessions.
        if (passwordHash) version = await endUserSessions(trx, target.user_id);
        await replaceUserOffices(trx, target.user_id, officeIds);
        await auditBy(trx, session, 'update', 'law_firm_user', target.user_id, {
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
      if ((await adminCount(db, target.law_firm_id)) <= 1)
        throw badRequest('lawFirmUserId: the firm must keep its administrator');
    }
    await db.transaction().execute(async (trx) => {
      await deleteUser(trx, target.user_id);
      await auditBy(trx, session, 'delete', 'law_firm_user', target.user_id, {
        details: { email: target.email, lawFirmId: target.law_firm_id },
      });
    });
    return { data: null, message: 'User deleted successfully' };
  });
}
