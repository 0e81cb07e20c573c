import type { FastifyInstance } from 'fastify';
import {
  addObjection,
  downloadDisputeBundle,
  downloadObjectionFile,
  getObjections,
  type ObjectionFileKind,
  recordCourtOutcome,
  replyObjection,
  settleObjection,
  withdrawObjection,
} from 'shared-api/contract';
import { isFirmStaff } from '../access/policy';
import { requireCaseReader } from '../access/require';
import { auditBy } from '../audit';
import type { Session } from '../auth/session';
import { creditorNameOf, findClaim } from '../db/claims-repository';
import {
  findObjection,
  findObjectionFile,
  insertObjection,
  insertObjectionFile,
  insertReply,
  markWithdrawn,
  objectionsOfCase,
  procedureDates,
  recordSettlement,
  recordCourtOutcome as saveCourtOutcome,
} from '../db/objections-repository';
import type { Executor } from '../db/types';
import { sendAttachment, sendStoredFile } from '../http/download';
import { notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { route } from '../http/route';
import { type FieldsOf, type Upload, writeUpload } from '../http/upload';
import { creditorSight } from '../objections/access';
import { renderDisputeBundle } from '../objections/bundle-pdf';
import { queueObjectionMail } from '../objections/mails';
import { publishedClaims } from '../objections/published';
import {
  checkBundle,
  checkNewObjection,
  checkOutcome,
  checkReply,
  checkWithdrawal,
  requireSeenObjection,
} from '../objections/rules';
import { objectionsToWire } from '../objections/wire';

async function storeFile(
  trx: Executor,
  objectionId: number,
  kind: ObjectionFileKind,
  upload: Upload | null,
  replyId: number | null = null,
) {
  if (!upload) return null;
  await insertObjectionFile(trx, {
    objection_id: objectionId,
    reply_id: replyId,
    kind,
    file_name: upload.originalName,
    stored_name: upload.storedName,
    file_size: upload.size,
    sha256: upload.sha256 ?? null,
  });
  return upload.originalName;
}

/** Objections, replies, withdrawals, settlements and claims disputes (contract: objections.ts). */
export async function objectionRoutes(app: FastifyInstance) {
  const { db, storage } = app.portal;

  /** One objection on the wire as the caller sees it. */
  async function answer(session: Session, objectionId: number) {
    const { objection, sight } = await requireSeenObjection(db, session, objectionId);
    const [wire] = await objectionsToWire(db, [objection], () => sight);
    return wire as NonNullable<typeof wire>;
  }

  route(app, getObjections, async ({ query, user }) => {
    const session = user();
    const { facts, staff } = await requireCaseReader(db, session, query.caseId);
    const dates = await procedureDates(db, facts.caseId);
    const claims = await publishedClaims(db, facts.caseId);
    const all = await objectionsOfCase(db, facts.caseId);
    const sights = new Map<number, { isObjector: boolean; isClaimant: boolean }>();
    for (const row of all) {
      const claim = await findClaim(db, row.claimId);
      if (!claim) continue;
      const sight = staff
        ? { isObjector: row.byTrustee, isClaimant: false }
        : await creditorSight(db, session, row, claim);
      if (staff || sight.isObjector || sight.isClaimant) sights.set(row.objectionId, sight);
    }
    const visible = all.filter((row) => sights.has(row.objectionId));
    const own = new Set<number>();
    if (!isFirmStaff(session)) {
      for (const claim of claims) {
        if (claim.creditorId === session.creditorId || claim.debtCollectorId === session.creditorId)
          own.add(claim.claimId);
      }
    }
    return {
      data: {
        objectionDeadline: dates?.objectionDeadline ?? null,
        settlementDeadline: dates?.settlementDeadline ?? null,
        objectionsOpen: Boolean(dates?.objectionDeadline) && !dates?.objectionsClosed,
        claims: claims.map((c) => ({
          invoiceId: c.claimId,
          claimNumber: c.claimNumber,
          creditorName: c.creditorName,
          claimAmount: c.claimAmount,
          approvedAmount: c.approvedAmount,
          priorityClass: c.priorityClass,
          isOwn: own.has(c.claimId),
        })),
        objections: await objectionsToWire(
          db,
          visible,
          (row) => sights.get(row.objectionId) ?? { isObjector: false, isClaimant: false },
        ),
      },
    };
  });

  route(app, addObjection, async ({ request, user }) => {
    const session = user();
    const language = languageOf(request.headers['accept-language']);
    const check = (form: FieldsOf<typeof addObjection>) => checkNewObjection(db, session, form, language);
    const id = await writeUpload(request, addObjection, { check }, async (trx, received) => {
      const { fields, checked, upload } = received;
      const { claim, objector } = checked;
      const objectionId = await insertObjection(trx, {
        case_id: claim.caseId,
        claim_id: claim.claimId,
        objector_user_id: objector.userId,
        objector_creditor_id: objector.creditorId,
        acting_debt_collector_id: objector.actingDebtCollectorId,
        by_trustee: objector.byTrustee,
        filed_by: objector.filedBy,
        disputes_amount: fields.DisputesAmount,
        disputes_priority: fields.DisputesPriority,
        proposed_amount: fields.DisputesAmount ? fields.ProposedAmount : null,
        proposed_priority_class: fields.DisputesPriority ? fields.ProposedPriorityClass : null,
        reason: fields.Reason,
      });
      const file = await storeFile(trx, objectionId, 'Objection', upload);
      await auditBy(trx, session, 'add', 'objection', objectionId, {
        caseId: claim.caseId,
        details: {
          claimNumber: claim.claimNumber,
          objector: objector.filedBy,
          disputesAmount: fields.DisputesAmount,
          disputesPriority: fields.DisputesPriority,
          ...(file ? { file } : {}),
        },
      });
      const saved = await findObjection(trx, objectionId);
      if (saved) await queueObjectionMail(trx, 'filed', saved, claim);
      return objectionId;
    });
    return { data: await answer(session, id), message: 'Objection filed' };
  });

  route(app, replyObjection, async ({ request, user }) => {
    const session = user();
    const language = languageOf(request.headers['accept-language']);
    const check = (form: FieldsOf<typeof replyObjection>) => checkReply(db, session, form, language);
    const objectionId = await writeUpload(request, replyObjection, { check }, async (trx, received) => {
      const { fields, checked, upload } = received;
      const { objection, claim } = checked;
      const replyId = await insertReply(trx, {
        objection_id: objection.objectionId,
        creditor_id: session.creditorId,
        filed_by: (await creditorNameOf(trx, session.creditorId as number)) || session.email,
        text: fields.Text,
      });
      const file = await storeFile(trx, objection.objectionId, 'Reply', upload, replyId);
      await auditBy(trx, session, 'reply', 'objection', objection.objectionId, {
        caseId: objection.caseId,
        details: { claimNumber: claim.claimNumber, ...(file ? { file } : {}) },
      });
      await queueObjectionMail(trx, 'reply', objection, claim);
      return objection.objectionId;
    });
    return { data: await answer(session, objectionId), message: 'Reply sent' };
  });

  route(app, withdrawObjection, async ({ body, request, user }) => {
    const session = user();
    const language = languageOf(request.headers['accept-language']);
    const { objection, claim } = await checkWithdrawal(db, session, body.objectionId, language);
    await db.transaction().execute(async (trx) => {
      await markWithdrawn(trx, objection.objectionId);
      await auditBy(trx, session, 'withdraw', 'objection', objection.objectionId, {
        caseId: objection.caseId,
        details: { claimNumber: claim.claimNumber, objector: objection.objectorName },
      });
      await queueObjectionMail(trx, 'withdrawn', objection, claim);
    });
    return { data: await answer(session, objection.objectionId), message: 'Objection withdrawn' };
  });

  for (const [endpoint, kind] of [
    [settleObjection, 'settlement'],
    [recordCourtOutcome, 'court'],
  ] as const) {
    route(app, endpoint, async ({ request, user }) => {
      const session = user();
      const language = languageOf(request.headers['accept-language']);
      const check = (form: FieldsOf<typeof endpoint>) => checkOutcome(db, session, form, kind, language);
      const objectionId = await writeUpload(request, endpoint, { check }, async (trx, received) => {
        const { fields, checked, upload } = received;
        const { objection, claim, outcome } = checked;
        if (kind === 'settlement') {
          const note = 'Note' in fields ? (fields.Note ?? null) : null;
          await recordSettlement(trx, objection, outcome, note);
        } else {
          await saveCourtOutcome(trx, objection, outcome, (fields as { DecidedOn: string }).DecidedOn);
        }
        const file = await storeFile(
          trx,
          objection.objectionId,
          kind === 'court' ? 'CourtOutcome' : 'Settlement',
          upload,
        );
        const details = {
          claimNumber: claim.claimNumber,
          amount: outcome.amount,
          priorityClass: outcome.priorityClass,
          ...(file ? { file } : {}),
        };
        const more = (extra: object) => ({ caseId: objection.caseId, details: { ...details, ...extra } });
        if (kind === 'settlement') {
          await auditBy(trx, session, 'settle', 'objection', objection.objectionId, more({}));
        } else {
          const decidedOn = (fields as { DecidedOn: string }).DecidedOn;
          await auditBy(
            trx,
            session,
            'courtOutcome',
            'objection',
            objection.objectionId,
            more({ decidedOn }),
          );
        }
        const updated = await findObjection(trx, objection.objectionId);
        if (updated)
          await queueObjectionMail(trx, kind === 'court' ? 'courtOutcome' : 'settled', updated, claim);
        return objection.objectionId;
      });
      return {
        data: await answer(session, objectionId),
        message: kind === 'court' ? 'Court outcome recorded' : 'Settlement recorded',
      };
    });
  }

  route(app, downloadDisputeBundle, async ({ query, request, reply, user }) => {
    const session = user();
    const language = query.lang ?? languageOf(request.headers['accept-language']);
    const { objection, claim } = await checkBundle(db, session, query.objectionId, language);
    const content = await renderDisputeBundle(db, { objection, claim, language });
    await auditBy(db, session, 'bundle', 'objection', objection.objectionId, {
      caseId: objection.caseId,
      details: { claimNumber: claim.claimNumber },
    });
    const name = `${language === 'sv' ? 'bevakningstvist' : 'claims-dispute'}-${claim.knr}-${claim.claimNumber}.pdf`;
    return sendAttachment(reply, content, 'application/pdf', name.replace(/[^\w.-]/g, '-'));
  });

  route(app, downloadObjectionFile, async ({ query, reply, user }) => {
    const session = user();
    const file = await findObjectionFile(db, query.fileId);
    if (!file) throw notFound('File not found');
    await requireSeenObjection(db, session, file.objectionId).catch((error: { statusCode?: number }) => {
      throw error.statusCode === 403 ? error : notFound('File not found');
    });
    return sendStoredFile(reply, storage, file.storedName, file.fileName);
  });
}
