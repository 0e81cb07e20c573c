import type { FastifyInstance } from 'fastify';
import { confirmBankDetails, downloadPaymentFile, markPayments } from 'shared-api/contract';
import { requireAdministrator, requireProposalStaff } from '../access/dividends';
import { auditBy } from '../audit';
import { bankStandings, confirmDetails } from '../db/bank-details-repository';
import { findDividendCase, linesOf } from '../db/dividends-repository';
import { endToEndIdOf } from '../dividends/pain001';
import { buildPaymentFile } from '../dividends/payment-file';
import { swedishToday } from '../dividends/views';
import { sendAttachment } from '../http/download';
import { conflict, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { route } from '../http/route';

/**
 * Paying a final version (the firm's administrator only: the routes' role, and 404 for another firm's
 * version): confirming a line's changed bank details after calling the creditor, the payment file, and
 * marking lines paid or returned.
 */
export async function dividendPaymentRoutes(app: FastifyInstance) {
  const { db } = app.portal;

  route(app, confirmBankDetails, async ({ body, user }) => {
    const session = user();
    requireAdministrator(session, "Only the firm's administrator confirms bank details");
    const { proposal, facts } = await requireProposalStaff(db, session, body.proposalId);
    const [line] = (await linesOf(db, proposal.proposalId)).filter((l) => l.lineNumber === body.lineNumber);
    if (!line) throw notFound('No such line');
    if (line.creditorId === null) throw conflict('The line has no bank details to confirm');
    const standing = (await bankStandings(db, facts.lawFirmId, [line.creditorId])).get(line.creditorId);
    if (!standing?.bankDetailsId) throw conflict('The line has no bank details to confirm');
    const bankDetailsId = standing.bankDetailsId;
    await db.transaction().execute(async (trx) => {
      await confirmDetails(trx, bankDetailsId, facts.lawFirmId, session.id);
      await auditBy(trx, session, 'confirm', 'bankDetails', bankDetailsId, {
        caseId: proposal.caseId,
        details: { lineNumber: line.lineNumber, creditorName: line.creditorName, account: standing.masked },
      });
    });
    return { data: null, message: 'Bank details confirmed' };
  });

  route(app, downloadPaymentFile, async ({ query, reply, request, user }) => {
    const session = user();
    const { proposal } = await requireProposalStaff(db, session, query.proposalId);
    const dividendCase = await findDividendCase(db, proposal.caseId);
    if (!dividendCase) throw notFound('Proposal not found');
    const file = await buildPaymentFile(
      db,
      proposal,
      dividendCase,
      languageOf(request.headers['accept-language']),
    );
    await auditBy(db, session, 'paymentFile', 'dividendProposal', proposal.proposalId, {
      caseId: proposal.caseId,
      details: { version: proposal.version, lines: file.lineNumbers.length },
    });
    const content = Buffer.from(file.xml, 'utf8');
    return sendAttachment(
      reply,
      content,
      'application/xml',
      `utdelning-${endToEndIdOf(dividendCase.knr, proposal.version)}.xml`,
    );
  });

  route(app, markPayments, async ({ body, user }) => {
    const session = user();
    requireAdministrator(session, "Only the firm's administrator marks payments");
    const { proposal } = await requireProposalStaff(db, session, body.proposalId);
    if (!proposal.finalOn) throw conflict('Payments are marked once the proposal is final');
    const lines = new Map((await linesOf(db, proposal.proposalId)).map((l) => [l.lineNumber, l]));
    const wanted = [...new Set(body.lineNumbers)];
    const missing = wanted.filter((n) => !lines.has(n));
    if (missing.length) throw notFound(`No such line: ${missing.join(', ')}`);
    const notPaidOut = wanted.filter((n) => !lines.get(n)?.paidOut);
    if (notPaidOut.length) throw conflict(`These lines are not paid out: ${notPaidOut.join(', ')}`);
    const paid = body.status === 'Paid';
    const paidOn = paid ? (body.paidOn ?? swedishToday()) : null;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('dividend_lines')
        .set({
          payment_status: body.status,
          paid_on: paidOn,
          returned_reason: paid ? null : (body.reason ?? null),
        })
        .where('proposal_id', '=', proposal.proposalId)
        .where('line_number', 'in', wanted)
        .execute();
      await auditBy(trx, session, paid ? 'paid' : 'returned', 'dividendPayment', proposal.proposalId, {
        caseId: proposal.caseId,
        details: { version: proposal.version, lines: wanted.length, paidOn, reason: body.reason ?? null },
      });
    });
    return { data: null, message: paid ? 'Marked paid' : 'Marked returned' };
  });
}
