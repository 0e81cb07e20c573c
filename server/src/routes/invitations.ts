import type { FastifyInstance } from 'fastify';
import { acceptInvitation, getInvitations, previewInvitations, sendInvitations } from 'shared-api/contract';
import { requireCaseStaff } from '../access/require';
import { auditBy } from '../audit';
import {
  acceptFor,
  caseAudience,
  findInvitation,
  insertInvitations,
  listInvitations,
} from '../db/invitations-repository';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { checkRows, hashInvitationToken, newInvitations } from '../invitations/check-rows';
import { receiveCreditorList } from '../invitations/uploaded-list';
import { notifyOutbox } from '../mail/outbox';

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_USED = 'This invitation has already been used';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask the trustee for a new one';

/**
 * Inviting the debtor's creditors. Preview and send are the firm administrator's (A:
 * the route's roles; U, C, D and S answer 403), and only for a case of the caller's own firm
 * (another firm's case answers 404 as a missing one). The preview stores nothing; the send stores
 * the invitations and their mails in one transaction (renewing those that expired unused). The list of invitations is for A and U of
 * the firm (as the case's creditors are). Accepting is for the creditor side, only with a link
 * sent to the caller's own address: an unknown token and one sent elsewhere answer the same 404.
 */
export async function invitationRoutes(app: FastifyInstance) {
  const { db, storage, config } = app.portal;

  route(app, previewInvitations, async ({ request, query, user }) => {
    const { facts, rows } = await receiveCreditorList(
      request,
      db,
      storage,
      previewInvitations,
      user(),
      query,
    );
    const checked = checkRows(rows, await caseAudience(db, facts.caseId));
    return { data: { rows: checked, ready: checked.filter((r) => r.problems.length === 0).length } };
  });

  route(app, sendInvitations, async ({ request, query, user }) => {
    const session = user();
    const { facts, rows } = await receiveCreditorList(request, db, storage, sendInvitations, session, query);
    const invited = await db.transaction().execute(async (trx) => {
      const checked = checkRows(rows, await caseAudience(trx, facts.caseId));
      const sent = await insertInvitations(trx, facts.caseId, session.id, newInvitations(checked), {
        debtorName: facts.debtorName,
        knr: facts.knr,
        lawfirmName: facts.lawfirmName,
        publicUrl: config.publicUrl ?? 'http://localhost:3000',
      });
      await notifyOutbox(trx);
      await auditBy(trx, session, 'invite', 'invitation', facts.caseId, {
        caseId: facts.caseId,
        details: { invited: sent.invited, renewed: sent.renewed, rows: rows.length },
      });
      return sent.invited;
    });
    return { data: { invited, skipped: rows.length - invited }, message: 'Invitations sent' };
  });

  route(app, getInvitations, async ({ query, user }) => {
    const facts = await requireCaseStaff(db, user(), query.caseId);
    return { data: await listInvitations(db, facts.caseId, query) };
  });

  route(app, acceptInvitation, async ({ body, user }) => {
    const session = user();
    const creditorId = session.creditorId;
    const invitation = await findInvitation(db, hashInvitationToken(body.token));
    if (!invitation || creditorId === null || invitation.email.toLowerCase() !== session.email.toLowerCase())
      throw notFound(INVITATION_NOT_FOUND);
    const usedByOther = invitation.creditorId !== null && invitation.creditorId !== creditorId;
    if (usedByOther) throw badRequest(INVITATION_USED);
    // The same account opening its link again: it follows the case already.
    if (invitation.acceptedAt !== null)
      return { data: { caseId: invitation.caseId }, message: 'You follow the case' };
    if (invitation.expired) throw badRequest(INVITATION_EXPIRED);
    await db.transaction().execute(async (trx) => {
      await acceptFor(trx, invitation.invitationId, creditorId, invitation.caseId);
      await auditBy(trx, session, 'accept', 'invitation', invitation.invitationId, {
        caseId: invitation.caseId,
      });
    });
    return { data: { caseId: invitation.caseId }, message: 'You now follow the case' };
  });
}
