import type { FastifyInstance } from 'fastify';
import {
  addClaim,
  amountToOre,
  creditorGetClaims,
  decideClaim,
  deleteClaim,
  downloadClaimFile,
  downloadClaimReceipt,
  getClaimBases,
  lawFirmGetClaims,
  type PagingQuery,
  updateClaim,
  validationMessages,
} from 'shared-api/contract';
import {
  CLAIM_NOT_FOUND,
  claimOwner,
  claimsListedFor,
  maySeeClaimNow,
  requireChangeableClaim,
  requireClaim,
} from '../access/claims';
import { isFirmStaff } from '../access/policy';
import { requireCaseStaff, requireFollower } from '../access/require';
import { auditBy, CLAIM_ENTITY } from '../audit';
import { queueClaimDecision, queueClaimReceipt, receiptOf } from '../claims/claim-mails';
import { claimStepsWire, decidedPriority, requireStanding } from '../claims/claim-steps';
import { type ClaimFilter, claimTotals, listClaims } from '../db/claim-lists-repository';
import { answerFilesOf } from '../db/claim-steps-repository';
import {
  type ClaimRow,
  claimBasisValues,
  deleteClaim as deleteClaimRow,
  findClaim,
  findClaimByStoredName,
  insertClaim,
  isClaimBasis,
  setClaimStatus,
  updateClaimFields,
} from '../db/claims-repository';
import { sendAttachment, sendStoredFile } from '../http/download';
import { badRequest, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { pageOf } from '../http/paging';
import { route } from '../http/route';
import { type FieldsOf, type Upload, writeUpload } from '../http/upload';
import { isValidStoredName } from '../storage';
import { removeStoredFiles } from '../storage/removals';

const toWire = (row: ClaimRow) => ({
  invoiceId: row.claimId,
  caseId: row.caseId,
  invoiceStatus: row.status,
  claimAmount: row.claimAmount,
  claimBasis: row.claimBasis,
  claimPriorityRight: row.claimPriorityRight,
  claimRefernce: row.claimRefernce,
  createdOn: new Date(row.createdOn).toISOString(),
  createdBy: row.createdBy,
  isCreatedByLawFirm: row.isCreatedByLawFirm,
  lawFirmName: row.lawFirmName,
  creditorName: row.creditorName,
  creditorId: row.creditorId,
  creditorCompanyOrgNr: row.creditorCompanyOrgNr,
  debtCollectorName: row.debtByDebtCollector ? row.debtCollectorName : null,
  debtByDebtCollector: row.debtByDebtCollector,
  debtCollectorId: row.debtCollectorId,
  invoiceDocumentResponse: {
    invoiceName: row.fileName,
    invoiceFullName: row.storedName,
    invoicecomment: row.comment,
    fileSize: row.fileSize,
  },
  claimNumber: row.claimNumber,
  isLate: row.isLate,
  // A claim approved before decisions carried amounts is approved in full.
  approvedAmount:
    row.status === 'Approved' || row.status === 'Paid' ? (row.approvedAmount ?? row.claimAmount) : null,
  decisionReason: row.decisionReason,
  decidedOn: row.decidedOn ? new Date(row.decidedOn).toISOString() : null,
  fileSha256: row.fileSha256,
  ...claimStepsWire(row),
});

/** The claims centre. */
export async function claimRoutes(app: FastifyInstance) {
  const { db, storage } = app.portal;
  route(app, getClaimBases, async ({ request }) => {
    const language = languageOf(request.headers['accept-language']);
    const rows = await claimBasisValues(db);
    return {
      data: {
        keyValueList: rows.map((r) => ({
          keyName: r.keyName,
          keyValue: r.keyValue,
          label: language === 'sv' ? r.labelSv : r.labelEn,
        })),
      },
    };
  });

  route(app, addClaim, async ({ request, user }) => {
    const session = user();
    const filerLanguage = languageOf(request.headers['accept-language']);
    const check = (form: FieldsOf<typeof addClaim>) => claimOwner(db, session, form);
    const claimId = await writeUpload(request, addClaim, { check }, async (trx, received) => {
      const { fields, checked: owner } = received;
      const saved = received.upload as Upload; // the file is required: receiveUpload answered 400 without one
      const id = await insertClaim(trx, {
        caseId: fields.CaseId,
        creditorId: owner.creditorId,
        status: owner.status,
        claimAmount: fields.ClaimAmount,
        claimBasis: fields.ClaimBasis,
        claimPriorityRight: fields.ClaimPriorityRight,
        claimReference: fields.ClaimRefernce,
        comment: fields.Invoicecomment,
        isCreatedByLawFirm: owner.byFirm,
        createdByUserId: owner.userId,
        createdByCreditorId: owner.creditorFiler,
        createdBy: owner.createdBy,
        debtByDebtCollector: owner.debtCollectorId !== null,
        debtCollectorId: owner.debtCollectorId,
        fileName: saved.originalName,
        storedName: saved.storedName,
        fileSize: saved.size,
        filerLanguage,
        fileSha256: saved.sha256 ?? null,
      });
      const filed = await findClaim(trx, id);
      await auditBy(trx, session, 'add', CLAIM_ENTITY, id, {
        caseId: fields.CaseId,
        details: {
          creditorId: owner.creditorId,
          claimAmount: fields.ClaimAmount,
          status: owner.status,
          claimNumber: filed?.claimNumber,
        },
      });
      if (filed) await queueClaimReceipt(trx, request.log, filed);
      return id;
    });
    const row = await findClaim(db, claimId);
    return { data: row ? toWire(row) : null, message: 'Invoice added successfully' };
  });

  route(app, updateClaim, async ({ request, user }) => {
    const session = user();
    const check = async (form: FieldsOf<typeof updateClaim>) => {
      const claim = await requireChangeableClaim(db, session, form.InvoiceId);
      if (!(await isClaimBasis(db, form.ClaimBasis))) throw badRequest('ClaimBasis: Invalid value');
      return claim;
    };
    const claimId = await writeUpload(request, updateClaim, { check }, async (trx, received) => {
      const { fields, checked: current, upload: saved } = received;
      await updateClaimFields(trx, current.claimId, {
        claimAmount: fields.ClaimAmount,
        claimBasis: fields.ClaimBasis,
        claimPriorityRight: fields.ClaimPriorityRight,
        claimReference: fields.ClaimRefernce,
        comment: fields.Invoicecomment,
        ...(saved
          ? {
              file: {
                fileName: saved.originalName,
                storedName: saved.storedName,
                fileSize: saved.size,
                sha256: saved.sha256 ?? null,
              },
            }
          : {}),
      });
      await auditBy(trx, session, 'update', CLAIM_ENTITY, current.claimId, {
        caseId: current.caseId,
        details: {
          claimNumber: current.claimNumber,
          claimAmount: fields.ClaimAmount,
          previousStatus: current.status,
          newFile: !!saved,
        },
      });
      // The replaced file goes through the removal queue, with the change: retried while the storage refuses.
      if (saved) await removeStoredFiles(trx, [current.storedName]);
      return current.claimId;
    });
    const row = await findClaim(db, claimId);
    return { data: row ? toWire(row) : null, message: 'Invoice updated successfully' };
  });

  /** A claim list as the wire has it; a paged one with the centre's totals. */
  async function claimList(filter: ClaimFilter, query: PagingQuery) {
    const page = pageOf(query);
    // A page's total is the totals' count (every filter applies to both): two queries a page, not three.
    const totals = page ? await claimTotals(db, filter) : null;
    const { rows, total } = await listClaims(db, filter, page, totals?.count);
    return { invoiceList: rows.map(toWire), totalCount: total, ...(totals ? { totals } : {}) };
  }

  route(app, lawFirmGetClaims, async ({ query, user }) => {
    const facts = await requireCaseStaff(db, user(), query.caseId);
    return { data: await claimList({ ...query, caseId: facts.caseId, scope: { kind: 'case' } }, query) };
  });

  route(app, creditorGetClaims, async ({ body, query, user }) => {
    const session = user();
    await requireFollower(db, session, body.caseId);
    const scope = await claimsListedFor(db, session, body.creditorId);
    return { data: await claimList({ ...query, caseId: body.caseId, scope }, query) };
  });

  route(app, downloadClaimFile, async ({ query, reply, user }) => {
    const session = user();
    if (!isValidStoredName(query.fileName)) throw notFound('File not found');
    const claim = await findClaimByStoredName(db, query.fileName);
    if (!claim || !(await maySeeClaimNow(db, session, claim))) throw notFound('File not found');
    return sendStoredFile(reply, storage, claim.storedName, claim.fileName);
  });

  route(app, deleteClaim, async ({ query, user }) => {
    const session = user();
    let claim: ClaimRow;
    if (isFirmStaff(session)) {
      claim = await requireClaim(db, query.invoiceId);
      await requireCaseStaff(db, session, claim.caseId, CLAIM_NOT_FOUND);
    } else {
      claim = await requireChangeableClaim(db, session, query.invoiceId);
    }
    await db.transaction().execute(async (trx) => {
      // The answers' files go with the claim (their rows are removed with it).
      const answerFiles = await answerFilesOf(trx, claim.claimId);
      await deleteClaimRow(trx, claim.claimId);
      await removeStoredFiles(trx, [claim.storedName, ...answerFiles]);
      await auditBy(trx, session, 'delete', CLAIM_ENTITY, claim.claimId, {
        caseId: claim.caseId,
        details: {
          claimNumber: claim.claimNumber,
          creditorId: claim.creditorId,
          claimAmount: claim.claimAmount,
          status: claim.status,
        },
      });
    });
    return { data: null, message: 'Invoice deleted successfully' };
  });

  /** The claim's receipt, for whoever may see the claim (anyone else: 404). */
  route(app, downloadClaimReceipt, async ({ query, reply, user }) => {
    const session = user();
    const claim = await findClaim(db, query.invoiceId);
    if (!claim || !(await maySeeClaimNow(db, session, claim))) throw notFound(CLAIM_NOT_FOUND);
    const receipt = await receiptOf(db, claim);
    return sendAttachment(reply, receipt.content, 'application/pdf', receipt.filename);
  });

  route(app, decideClaim, async ({ body, request, user }) => {
    const session = user();
    const claim = await requireClaim(db, body.invoiceId);
    await requireCaseStaff(db, session, claim.caseId, CLAIM_NOT_FOUND);
    const language = languageOf(request.headers['accept-language']);
    const approves = body.invoiceStatus === 'Approved' || body.invoiceStatus === 'Paid';
    const approvedAmount = approves ? (body.approvedAmount ?? claim.claimAmount) : null;
    if (approvedAmount !== null && amountToOre(approvedAmount) > amountToOre(claim.claimAmount)) {
      throw badRequest(`approvedAmount: ${validationMessages[language]['validation.approvedTooHigh']}`);
    }
    const partial = approvedAmount !== null && amountToOre(approvedAmount) < amountToOre(claim.claimAmount);
    if (partial && !body.decisionReason) {
      throw badRequest(`decisionReason: ${validationMessages[language]['validation.reasonRequired']}`);
    }
    requireStanding(claim, language);
    const priority = decidedPriority(approves, body);
    await db.transaction().execute(async (trx) => {
      await setClaimStatus(trx, claim.claimId, body.invoiceStatus, {
        approvedAmount,
        reason: body.decisionReason ?? null,
        ...(priority ? { priority } : {}),
      });
      await auditBy(trx, session, 'status', CLAIM_ENTITY, claim.claimId, {
        caseId: claim.caseId,
        details: {
          claimNumber: claim.claimNumber,
          from: claim.status,
          to: body.invoiceStatus,
          ...(approves ? { approvedAmount } : {}),
          ...(body.decisionReason ? { reason: body.decisionReason } : {}),
          ...(priority?.priorityClass ? priority : {}),
        },
      });
      const decided = await findClaim(trx, claim.claimId);
      if (decided && body.invoiceStatus !== 'Pending') await queueClaimDecision(trx, decided);
    });
    return { data: null, message: 'Invoice updated successfully' };
  });
}
