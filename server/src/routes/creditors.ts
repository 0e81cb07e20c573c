import type { FastifyInstance } from 'fastify';
import {
  confirmCreditorEmail,
  getCreditorProfile,
  getSelectedCases,
  selectCases,
  updateCreditorProfile,
} from 'shared-api/contract';
import { requireSelf } from '../access/require';
import { auditBy } from '../audit';
import { CHANGE_PENDING, confirmEmailChange, requestEmailChange } from '../auth/email-change';
import { hashPassword, verifyPassword } from '../auth/password';
import { requireStrongPassword } from '../auth/password-policy';
import { bearerHeader, endCreditorSessions, issueCreditorToken } from '../auth/tokens';
import {
  casesWithClaims,
  existingCaseCount,
  findCreditor,
  followCases,
  followedCases,
  getCreditor,
  listSelectedCases,
  toCreditor,
  unfollowCases,
  updateCreditor,
} from '../db/creditors-repository';
import { emailTaken } from '../db/users-repository';
import { badRequest, conflict, found } from '../http/errors';
import { pageOf, searchOf } from '../http/paging';
import { route } from '../http/route';

/** The caller's own profile: with its mail language and a new address waiting for its code. */
const ownProfile = (row: NonNullable<Awaited<ReturnType<typeof findCreditor>>>) => ({
  ...toCreditor(row),
  language: row.language,
  pendingEmail: row.pending_email,
});

export async function creditorRoutes(app: FastifyInstance) {
  const { db, config } = app.portal;

  route(app, getCreditorProfile, async ({ query, user }) => {
    requireSelf(user(), query.creditorId);
    const row = await found(findCreditor(db, query.creditorId), 'Profile not found');
    return { data: ownProfile(row), message: 'Success' };
  });

  route(app, confirmCreditorEmail, async ({ body, user }) => {
    const session = user();
    requireSelf(session, body.creditorId);
    await found(findCreditor(db, body.creditorId), 'Profile not found');
    await confirmEmailChange(db, config, { kind: 'creditor', id: body.creditorId }, body.code, session);
    return { data: ownProfile(await getCreditor(db, body.creditorId)), message: 'E-mail address changed' };
  });

  route(app, updateCreditorProfile, async ({ body, user, request }) => {
    const session = user();
    requireSelf(session, body.creditorId);
    const row = await found(findCreditor(db, body.creditorId), 'Profile not found');
    const emailChanged = body.creditorEmaill.toLowerCase() !== row.email.toLowerCase();
    if (body.creditorNewPsw || emailChanged || body.creditorPsw) {
      // A new password or e-mail needs the current password (400, not 401: the session is fine).
      if (!body.creditorPsw) throw badRequest('creditorPsw: the current password is required');
      if (!(await verifyPassword(body.creditorPsw, row.password_hash))) {
        throw badRequest('creditorPsw: the current password is not correct');
      }
    }
    if (emailChanged && (await emailTaken(db, body.creditorEmaill, { creditorId: row.creditor_id })))
      throw conflict();
    if (body.creditorNewPsw)
      requireStrongPassword(request, body.creditorNewPsw, {
        audience: 'creditor',
        field: 'creditorNewPsw',
        personal: [row.email, body.creditorEmaill, body.creditorName, body.creditrorCompanyName],
      });
    const passwordHash = body.creditorNewPsw ? await hashPassword(body.creditorNewPsw) : null;
    let version: number | null = null;
    try {
      await db.transaction().execute(async (trx) => {
        // The address stays until the new one is confirmed with the code mailed to it.
        await updateCreditor(trx, row.creditor_id, { ...body, creditorEmaill: row.email }, passwordHash);
        if (emailChanged)
          await requestEmailChange(trx, request, session, {
            kind: 'creditor',
            id: row.creditor_id,
            newEmail: body.creditorEmaill,
          });
        // A new password ends every session; this one goes on with a fresh token.
        if (passwordHash) version = await endCreditorSessions(trx, row.creditor_id);
        await auditBy(trx, session, 'update', 'creditor', row.creditor_id, {
          details: {
            email: emailChanged ? body.creditorEmaill : undefined,
            password: Boolean(passwordHash),
            language: body.language && body.language !== row.language ? body.language : undefined,
          },
        });
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict();
      throw error;
    }
    const updated = await getCreditor(db, row.creditor_id);
    const fresh =
      version === null
        ? undefined
        : bearerHeader(issueCreditorToken({ ...updated, token_version: version }, config).token);
    return {
      data: ownProfile(updated),
      message: emailChanged
        ? `Profile updated successfully. ${CHANGE_PENDING}`
        : 'Profile updated successfully',
      headers: fresh,
    };
  });

  route(app, selectCases, async ({ body, user }) => {
    const session = user();
    requireSelf(session, body.creditorId);
    const wanted = [...new Set(body.caseList)];
    if ((await existingCaseCount(db, wanted)) !== wanted.length)
      throw badRequest('caseList: a case does not exist');
    await db.transaction().execute(async (trx) => {
      const current = await followedCases(trx, body.creditorId);
      const removed = current.filter((c) => !wanted.includes(c.case_id));
      if (removed.length) {
        // A case holding this creditor's claims stays followed: the trustee's record must not vanish.
        const withClaims = await casesWithClaims(
          trx,
          body.creditorId,
          removed.map((r) => r.case_id),
        );
        if (withClaims.length) {
          throw conflict('A case where you have claims cannot be unselected');
        }
        await unfollowCases(
          trx,
          removed.map((r) => r.creditor_cases_id),
        );
      }
      const added = wanted.filter((id) => !current.some((c) => c.case_id === id));
      if (added.length) await followCases(trx, body.creditorId, added);
      await auditBy(trx, session, 'select_cases', 'creditor', body.creditorId, {
        details: { added, removed: removed.map((r) => r.case_id) },
      });
    });
    return { data: null, message: 'Cases selected successfully' };
  });

  route(app, getSelectedCases, async ({ query, user }) => {
    requireSelf(user(), query.creditorId);
    const page = pageOf(query);
    const { list, total } = await listSelectedCases(db, query.creditorId, searchOf(query), page);
    return { data: { creditorCaseList: list, totalCount: page ? total : list.length }, message: 'Success' };
  });
}
