import type { FastifyInstance } from 'fastify';
import {
  downloadProposal,
  draftProposal,
  getCaseDividends,
  getProposal,
  maskBankDetails,
  publishProposal,
  recordProposalDates,
  saveDividendSettings,
  setEstateAccount,
} from 'shared-api/contract';
import { isLatestVersion, requireAdministrator, requireProposalStaff } from '../access/dividends';
import { requireCaseStaff } from '../access/require';
import { auditBy } from '../audit';
import { bankStandings } from '../db/bank-details-repository';
import {
  admittedClaimsOf,
  findDividendCase,
  firmSettings,
  linesOf,
  proposalsOf,
  saveFirmSettings,
  setEstateAccount as storeEstateAccount,
} from '../db/dividends-repository';
import { queueProposalNotice } from '../dividends/dividend-mails';
import { draftVersion } from '../dividends/draft';
import { proposalDocument } from '../dividends/proposal-document';
import { renderProposalPdf } from '../dividends/proposal-pdf';
import { proposalFileName } from '../dividends/proposal-texts';
import { renderProposalXlsx } from '../dividends/proposal-xlsx';
import { firmLineOf, lineOf, summaryOf } from '../dividends/views';
import { sendAttachment } from '../http/download';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { route } from '../http/route';
import { contentTypeFor } from '../storage';

/**
 * The dividend proposal for the firm that runs the case: A and U read, draft and publish versions and
 * record the day a version went to the supervisory authority; only A records that it was confirmed and
 * final, sets the estate's account and the firm's settings. Another firm's case or version answers 404
 * as a missing one (access/dividends.ts).
 */
export async function dividendRoutes(app: FastifyInstance) {
  const { db } = app.portal;

  route(app, getCaseDividends, async ({ query, user }) => {
    const facts = await requireCaseStaff(db, user(), query.caseId);
    const [settings, dividendCase, claims, proposals] = await Promise.all([
      firmSettings(db, facts.lawFirmId),
      findDividendCase(db, facts.caseId),
      admittedClaimsOf(db, facts.caseId),
      proposalsOf(db, facts.caseId),
    ]);
    const assets = [
      ...new Set(
        claims.flatMap((c) =>
          c.priorityClass === 'SpecialPriority' && c.priorityAsset ? [c.priorityAsset.trim()] : [],
        ),
      ),
    ].sort((x, y) => x.localeCompare(y, 'sv'));
    const undecided = claims.filter(
      (c) => c.priorityClass === null || (c.priorityClass === 'SpecialPriority' && !c.priorityAsset?.trim()),
    );
    return {
      data: {
        settings,
        estateAccount:
          dividendCase?.estateIban && dividendCase.estateBic
            ? { iban: dividendCase.estateIban, bic: dividendCase.estateBic }
            : null,
        assets,
        undecidedClaimNumbers: undecided.map((c) => c.claimNumber),
        admittedClaimCount: claims.length,
        proposals: proposals.map(summaryOf),
      },
    };
  });

  route(app, draftProposal, async ({ body, request, user }) => {
    const session = user();
    const facts = await requireCaseStaff(db, session, body.caseId);
    const language = languageOf(request.headers['accept-language']);
    const made = await db.transaction().execute(async (trx) => {
      const version = await draftVersion(trx, session, facts, body, language);
      await auditBy(trx, session, 'draft', 'dividendProposal', version.proposalId, {
        caseId: facts.caseId,
        details: { version: version.version, rest: body.rest, assets: body.assets.length },
      });
      return version;
    });
    return { data: made, message: 'Proposal computed', status: 201 };
  });

  route(app, getProposal, async ({ query, user }) => {
    const { proposal, facts } = await requireProposalStaff(db, user(), query.proposalId);
    const lines = await linesOf(db, proposal.proposalId);
    const standings = await bankStandings(
      db,
      facts.lawFirmId,
      lines.flatMap((l) => (l.creditorId === null ? [] : [l.creditorId])),
    );
    return {
      data: {
        ...summaryOf(proposal),
        lines: lines.map((l) =>
          firmLineOf(l, proposal.finalOn, l.creditorId === null ? undefined : standings.get(l.creditorId)),
        ),
      },
    };
  });

  route(app, downloadProposal, async ({ query, reply, user }) => {
    const session = user();
    const { proposal } = await requireProposalStaff(db, session, query.proposalId);
    const dividendCase = await findDividendCase(db, proposal.caseId);
    if (!dividendCase) throw notFound('Proposal not found');
    const lines = (await linesOf(db, proposal.proposalId)).map((l) => lineOf(l, proposal.finalOn));
    const document = proposalDocument(query.lang, dividendCase, summaryOf(proposal), lines);
    const content =
      query.format === 'xlsx' ? await renderProposalXlsx(document) : await renderProposalPdf(document);
    await auditBy(db, session, 'export', 'dividendProposal', proposal.proposalId, {
      caseId: proposal.caseId,
      details: { version: proposal.version, format: query.format },
    });
    return sendAttachment(
      reply,
      content,
      contentTypeFor(query.format),
      proposalFileName(dividendCase.knr, proposal.version, query.lang, query.format),
    );
  });

  route(app, publishProposal, async ({ body, user }) => {
    const session = user();
    const { proposal } = await requireProposalStaff(db, session, body.proposalId);
    if (proposal.status === 'Published') throw conflict('This version is published already');
    if (!(await isLatestVersion(db, proposal))) throw conflict('A later version exists: publish that one');
    const dividendCase = await findDividendCase(db, proposal.caseId);
    if (!dividendCase) throw notFound('Proposal not found');
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('dividend_proposals')
        .set({ status: 'Published', published_at: new Date() })
        .where('proposal_id', '=', proposal.proposalId)
        .execute();
      await auditBy(trx, session, 'publish', 'dividendProposal', proposal.proposalId, {
        caseId: proposal.caseId,
        details: { version: proposal.version },
      });
      await queueProposalNotice(trx, dividendCase, proposal.proposalId, proposal.version, 'published');
    });
    return { data: null, message: 'Proposal published' };
  });

  route(app, recordProposalDates, async ({ body, user }) => {
    const session = user();
    const { proposal } = await requireProposalStaff(db, session, body.proposalId);
    const { sentToAuthorityOn, confirmedOn, finalOn } = body;
    if ((confirmedOn || finalOn) && session.userType !== 'A')
      throw forbidden("Only the firm's administrator records that a proposal is confirmed or final");
    if (!sentToAuthorityOn && !confirmedOn && !finalOn) throw badRequest('Give at least one date');
    if (proposal.status !== 'Published') throw conflict('Publish the version before recording its dates');
    if (proposal.finalOn) throw conflict('The version is final: its dates stand');
    if (!(await isLatestVersion(db, proposal))) throw conflict('A later version exists');
    const confirmed = confirmedOn ?? proposal.confirmedOn;
    const sent = sentToAuthorityOn ?? proposal.sentToAuthorityOn;
    if (finalOn && !confirmed) throw conflict('Record the date it was confirmed first');
    if (finalOn && confirmed && finalOn < confirmed)
      throw badRequest('finalOn: cannot be before the date it was confirmed');
    if (confirmed && sent && confirmed < sent)
      throw badRequest('confirmedOn: cannot be before the date it was sent to the supervisory authority');
    const dividendCase = await findDividendCase(db, proposal.caseId);
    if (!dividendCase) throw notFound('Proposal not found');
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('dividend_proposals')
        .set({
          ...(sentToAuthorityOn ? { sent_to_authority_on: sentToAuthorityOn } : {}),
          ...(confirmedOn ? { confirmed_on: confirmedOn } : {}),
          ...(finalOn ? { final_on: finalOn } : {}),
        })
        .where('proposal_id', '=', proposal.proposalId)
        .execute();
      const dates = [
        ['sentToAuthority', sentToAuthorityOn],
        ['confirm', confirmedOn],
        ['final', finalOn],
      ] as const;
      for (const [which, date] of dates) {
        if (!date) continue;
        await auditBy(
          trx,
          session,
          which === 'final' ? 'final' : which === 'confirm' ? 'confirm' : 'sentToAuthority',
          'dividendProposal',
          proposal.proposalId,
          { caseId: proposal.caseId, details: { version: proposal.version, date } },
        );
      }
      if (finalOn)
        await queueProposalNotice(trx, dividendCase, proposal.proposalId, proposal.version, 'final');
    });
    return { data: null, message: 'Dates recorded' };
  });

  route(app, setEstateAccount, async ({ body, user }) => {
    const session = user();
    const facts = await requireCaseStaff(db, session, body.caseId);
    await db.transaction().execute(async (trx) => {
      await storeEstateAccount(trx, facts.caseId, body.iban, body.bic);
      await auditBy(trx, session, 'set', 'estateAccount', facts.caseId, {
        caseId: facts.caseId,
        details: { account: maskBankDetails({ kind: 'Iban', iban: body.iban, bic: body.bic }) },
      });
    });
    return { data: null, message: "The estate's account is set" };
  });

  route(app, saveDividendSettings, async ({ body, user }) => {
    const session = user();
    requireAdministrator(session, "Only the firm's administrator changes its settings");
    const lawFirmId = session.lawFirmId as number;
    const settings = { minimumDividend: body.minimumDividend, bankDetailsHoldDays: body.bankDetailsHoldDays };
    await db.transaction().execute(async (trx) => {
      await saveFirmSettings(trx, lawFirmId, settings);
      await auditBy(trx, session, 'update', 'dividendSettings', lawFirmId, { details: settings });
    });
    return { data: await firmSettings(db, lawFirmId), message: 'Settings saved' };
  });
}
