import type { FastifyInstance } from 'fastify';
import {
  answerClaimInformation,
  downloadInformationFile,
  getClaimState,
  type Language,
  requestClaimInformation,
  withdrawClaim,
} from 'shared-api/contract';
import {
  CLAIM_NOT_FOUND,
  mayActOnClaimNow,
  maySeeClaimNow,
  NOT_APPROVED,
  requireClaim,
} from '../access/claims';
import { isFiledForOther, isFirmStaff } from '../access/policy';
import { requireCaseStaff, requireFollower } from '../access/require';
import { auditBy, CLAIM_ENTITY } from '../audit';
import type { Session } from '../auth/session';
import { deriveClaimState } from '../claims/claim-state';
import { queueClaimStepMail } from '../claims/claim-step-mails';
import { isRegisterFinal, requireStanding, stepMessage } from '../claims/claim-steps';
import {
  answerInformationRequest,
  findRequestByStoredName,
  informationRequestsOf,
  insertInformationRequest,
  markClaimWithdrawn,
  openRequestOf,
} from '../db/claim-steps-repository';
import { type ClaimRow, creditorNameOf, findClaim, staffNameOf } from '../db/claims-repository';
import { objectionStepsOfClaim } from '../db/objections-repository';
import type { Executor } from '../db/types';
import { sendStoredFile } from '../http/download';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { route } from '../http/route';
import { receiveUpload, withUpload } from '../http/upload';
import { isValidStoredName } from '../storage';

/**
 * A claim's later steps: its state and timeline, the trustee's question and the claimant's answer,
 * the claimant's withdrawal. Firm staff act on their own firm's cases (another firm: 404); the
 * creditor side on its own claims in cases it follows (else 404), a debt collector on those it filed
 * for a creditor that approves it (without the approval: 403). Nobody acts for another claimant.
 */

/** A claim the creditor-side caller may act on: its own, in a case it follows. */
async function requireOwnClaim(db: Executor, session: Session, claimId: number): Promise<ClaimRow> {
  const claim = await requireClaim(db, claimId);
  await requireFollower(db, session, claim.caseId, CLAIM_NOT_FOUND);
  if (!(await mayActOnClaimNow(db, session, claim))) {
    if (isFiledForOther(session, claim)) throw forbidden(NOT_APPROVED);
    throw notFound(CLAIM_NOT_FOUND);
  }
  return claim;
}

/** A claim the caller may see: the firm of the case, or whoever may act on it (else 404 or 403). */
async function requireVisibleClaim(db: Executor, session: Session, claimId: number): Promise<ClaimRow> {
  if (isFirmStaff(session)) {
    const claim = await requireClaim(db, claimId);
    await requireCaseStaff(db, session, claim.caseId, CLAIM_NOT_FOUND);
    return claim;
  }
  return requireOwnClaim(db, session, claimId);
}

/** Who the creditor side answers as: the creditor, or the debt collector for it. */
const creditorSideName = (db: Executor, session: Session) => creditorNameOf(db, session.creditorId as number);

export async function claimStepRoutes(app: FastifyInstance) {
  const { db, storage } = app.portal;
  const languageOfRequest = (headers: { 'accept-language'?: string }): Language =>
    languageOf(headers['accept-language']);

  route(app, getClaimState, async ({ query, user }) => {
    const session = user();
    const claim = await requireVisibleClaim(db, session, query.invoiceId);
    const requests = await informationRequestsOf(db, claim.claimId);
    const derived = deriveClaimState(
      {
        ...claim,
        createdOn: new Date(claim.createdOn),
        decidedOn: claim.decidedOn ? new Date(claim.decidedOn) : null,
        withdrawnOn: claim.withdrawnOn ? new Date(claim.withdrawnOn) : null,
        requests,
        objections: await objectionStepsOfClaim(db, claim.claimId),
      },
      new Date(),
    );
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
    return {
      data: {
        invoiceId: claim.claimId,
        ...derived,
        mayWithdraw: !isFirmStaff(session) && !claim.withdrawnOn && !isRegisterFinal(claim),
        finalAfter: claim.settlementDeadline,
        requests: requests.map((r) => ({
          requestId: r.requestId,
          question: r.question,
          askedOn: new Date(r.askedOn).toISOString(),
          askedBy: r.askedBy,
          answer: r.answer,
          answeredOn: iso(r.answeredOn),
          answeredBy: r.answeredBy,
          fileName: r.fileName,
          storedName: r.storedName,
        })),
      },
    };
  });

  route(app, requestClaimInformation, async ({ body, request, user }) => {
    const session = user();
    const language = languageOfRequest(request.headers);
    const claim = await requireClaim(db, body.invoiceId);
    await requireCaseStaff(db, session, claim.caseId, CLAIM_NOT_FOUND);
    requireStanding(claim, language);
    if (claim.status !== 'Pending') throw conflict(stepMessage(language, 'validation.claimNotPending'));
    if (await openRequestOf(db, claim.claimId))
      throw conflict(stepMessage(language, 'validation.questionOpen'));
    const askedBy = await staffNameOf(db, session);
    await db.transaction().execute(async (trx) => {
      await insertInformationRequest(trx, {
        claimId: claim.claimId,
        question: body.question,
        userId: session.id,
        askedBy,
      });
      await auditBy(trx, session, 'requestInformation', CLAIM_ENTITY, claim.claimId, {
        caseId: claim.caseId,
        details: { claimNumber: claim.claimNumber, question: body.question },
      });
      await queueClaimStepMail(trx, claim, { kind: 'question', question: body.question });
    });
    return { data: null, message: 'Question sent' };
  });

  route(app, answerClaimInformation, async ({ request, user }) => {
    const session = user();
    const language = languageOfRequest(request.headers);
    const {
      fields,
      checked,
      upload: saved,
    } = await receiveUpload(request, storage, answerClaimInformation, {
      check: async (form) => {
        const claim = await requireOwnClaim(db, session, form.InvoiceId);
        requireStanding(claim, language);
        const open = await openRequestOf(db, claim.claimId);
        if (!open) throw conflict(stepMessage(language, 'validation.noOpenQuestion'));
        return { claim, open };
      },
    });
    const { claim, open } = checked;
    const answeredBy = await creditorSideName(db, session);
    await withUpload(db, storage, saved, async (trx) => {
      const file = saved
        ? {
            fileName: saved.originalName,
            storedName: saved.storedName,
            fileSize: saved.size,
            sha256: saved.sha256 ?? null,
          }
        : null;
      const answered = await answerInformationRequest(trx, open.requestId, {
        text: fields.Answer,
        answeredBy,
        file,
      });
      if (!answered) throw conflict(stepMessage(language, 'validation.noOpenQuestion'));
      await auditBy(trx, session, 'answerInformation', CLAIM_ENTITY, claim.claimId, {
        caseId: claim.caseId,
        details: { claimNumber: claim.claimNumber, ...(file ? { fileName: file.fileName } : {}) },
      });
      await queueClaimStepMail(trx, claim, { kind: 'answered' });
    });
    return { data: null, message: 'Answer sent' };
  });

  route(app, downloadInformationFile, async ({ query, reply, user }) => {
    const session = user();
    if (!isValidStoredName(query.fileName)) throw notFound('File not found');
    const answer = await findRequestByStoredName(db, query.fileName);
    const claim = answer ? await findClaim(db, answer.claimId) : undefined;
    if (!answer?.storedName || !claim || !(await maySeeClaimNow(db, session, claim)))
      throw notFound('File not found');
    return sendStoredFile(reply, storage, answer.storedName, answer.fileName ?? answer.storedName);
  });

  route(app, withdrawClaim, async ({ body, request, user }) => {
    const session = user();
    const language = languageOfRequest(request.headers);
    const claim = await requireOwnClaim(db, session, body.invoiceId);
    requireStanding(claim, language);
    if (isRegisterFinal(claim))
      throw badRequest(
        stepMessage(language, 'validation.registerFinal').replace('{{date}}', claim.settlementDeadline ?? ''),
      );
    await db.transaction().execute(async (trx) => {
      if (!(await markClaimWithdrawn(trx, claim.claimId)))
        throw conflict(stepMessage(language, 'validation.claimWithdrawn'));
      await auditBy(trx, session, 'withdraw', CLAIM_ENTITY, claim.claimId, {
        caseId: claim.caseId,
        details: { claimNumber: claim.claimNumber, claimAmount: claim.claimAmount, status: claim.status },
      });
      await queueClaimStepMail(trx, claim, { kind: 'withdrawn' });
    });
    return { data: null, message: 'Claim withdrawn' };
  });
}
