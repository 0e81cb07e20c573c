import type { FastifyInstance } from 'fastify';
import {
  type BankDetailsView,
  getBankDetails,
  getCreditorDividends,
  maskBankDetails,
  saveBankDetails,
} from 'shared-api/contract';
import { requireActingFor } from '../access/dividends';
import { requireFollower } from '../access/require';
import { auditBy } from '../audit';
import { verifyPassword } from '../auth/password';
import type { Session } from '../auth/session';
import { beginSignIn } from '../auth/throttle';
import { formatStockholm } from '../claims/register-texts';
import { changedAtOf, currentBankDetails, replaceBankDetails } from '../db/bank-details-repository';
import { linesOf, proposalsOf } from '../db/dividends-repository';
import type { Executor } from '../db/types';
import { queueBankChangeNotice } from '../dividends/dividend-mails';
import { lineOf } from '../dividends/views';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';

/**
 * The creditor side of dividends: where a creditor's dividends go (a creditor its own; a debt collector
 * its own and, for a creditor that approves it, that creditor's), and the creditor's own lines and the
 * class totals of each published version of a case it follows.
 */

async function viewOf(db: Executor, creditorId: number): Promise<BankDetailsView> {
  const creditor = await db
    .selectFrom('creditors')
    .select('name')
    .where('creditor_id', '=', creditorId)
    .executeTakeFirst();
  if (!creditor) throw notFound('No such creditor');
  const stored = await currentBankDetails(db, creditorId);
  return {
    creditorId,
    creditorName: creditor.name,
    kind: stored?.details.kind ?? null,
    masked: stored ? maskBankDetails(stored.details) : null,
    enteredAt: stored?.enteredAt.toISOString() ?? null,
    changedAt: changedAtOf(stored)?.toISOString() ?? null,
  };
}

/** The caller's own password again; wrong ones count as failed sign-ins (429 past the limit). */
async function checkPassword(
  db: FastifyInstance['portal']['db'],
  session: Session,
  password: string,
  address: string,
) {
  const account = await db
    .selectFrom('creditors')
    .select('password_hash')
    .where('creditor_id', '=', session.creditorId as number)
    .executeTakeFirstOrThrow();
  const attempt = await beginSignIn(db, { email: session.email, address });
  if (!(await verifyPassword(password, account.password_hash)))
    throw badRequest('password: the password is not correct');
  await attempt.succeeded();
}

export async function bankDetailsRoutes(app: FastifyInstance) {
  const { db } = app.portal;

  route(app, getBankDetails, async ({ query, user }) => {
    await requireActingFor(db, user(), query.creditorId);
    return { data: await viewOf(db, query.creditorId) };
  });

  route(app, saveBankDetails, async ({ body, request, user }) => {
    const session = user();
    await requireActingFor(db, session, body.creditorId);
    await checkPassword(db, session, body.password, request.ip);
    await db.transaction().execute(async (trx) => {
      const before = await currentBankDetails(trx, body.creditorId);
      const after = await replaceBankDetails(
        trx,
        body.creditorId,
        body.details,
        session.creditorId as number,
      );
      const masked = {
        before: before ? maskBankDetails(before.details) : null,
        after: maskBankDetails(after.details),
      };
      await auditBy(trx, session, before ? 'change' : 'enter', 'bankDetails', after.bankDetailsId, {
        details: { creditorId: body.creditorId, kind: after.details.kind, ...masked },
      });
      if (before) {
        const creditor = await trx
          .selectFrom('creditors')
          .select('name')
          .where('creditor_id', '=', body.creditorId)
          .executeTakeFirstOrThrow();
        await queueBankChangeNotice(trx, body.creditorId, {
          creditorName: creditor.name,
          ...masked,
          by: session.email,
          at: formatStockholm(after.enteredAt),
        });
      }
    });
    return { data: await viewOf(db, body.creditorId), message: 'Bank details saved' };
  });

  route(app, getCreditorDividends, async ({ query, user }) => {
    const session = user();
    await requireFollower(db, session, query.caseId);
    await requireActingFor(db, session, query.creditorId);
    const proposals = await proposalsOf(db, query.caseId, true);
    const data = [];
    for (const p of proposals) {
      const lines = await linesOf(db, p.proposalId, [query.creditorId]);
      data.push({
        proposalId: p.proposalId,
        version: p.version,
        publishedAt: p.publishedAt ? new Date(p.publishedAt).toISOString() : null,
        confirmedOn: p.confirmedOn,
        finalOn: p.finalOn,
        minimumDividend: p.minimumDividend,
        classes: p.classes,
        lines: lines.map((l) => lineOf(l, p.finalOn)),
      });
    }
    return { data };
  });
}
