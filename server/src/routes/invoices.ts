import type { FastifyInstance } from 'fastify';
import {
  addInvoice,
  amountToOre,
  creditorGetInvoices,
  deleteInvoice,
  downloadInvoice,
  downloadInvoiceReceipt,
  getInvoiceKeyValues,
  lawFirmGetInvoices,
  type PagingQuery,
  updateInvoice,
  updateInvoiceStatus,
  validationMessages,
} from 'shared-api/contract';
import {
  CLAIM_NOT_FOUND,
  claimsListedFor,
  maySeeClaimNow,
  requireChangeableClaim,
  requireClaim,
} from '../access/claims';
import { isFirmStaff } from '../access/policy';
import { requireCaseStaff, requireFollower } from '../access/require';
import { auditBy } from '../audit';
import { queueClaimDecision, queueClaimReceipt, receiptOf } from '../claims/claim-mails';
import { claimOwner } from '../claims/claim-owner';
import { type ClaimFilter, claimTotals, listClaims } from '../db/invoice-lists-repository';
import {
  claimBasisValues,
  deleteInvoice as deleteInvoiceRow,
  findInvoice,
  findInvoiceByStoredName,
  type InvoiceRow,
  insertInvoice,
  isClaimBasis,
  setInvoiceStatus,
  updateInvoiceClaim,
} from '../db/invoices-repository';
import { attachment, sendStoredFile } from '../http/download';
import { badRequest, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { pageOf } from '../http/paging';
import { route } from '../http/route';
import { receiveUpload, type Upload, withUpload } from '../http/upload';
import { isValidStoredName } from '../storage';
import { removeStoredFiles } from '../storage/removals';

const toWire = (row: InvoiceRow) => ({
  invoiceId: row.invoiceId,
  caseId: row.caseId,
  invoiceStatus: row.invoiceStatus,
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
    invoiceName: row.invoiceName,
    invoiceFullName: row.invoiceFullName,
    invoicecomment: row.invoicecomment,
    fileSize: row.fileSize,
  },
  claimNumber: row.claimNumber,
  isLate: row.isLate,
  // A claim approved before decisions carried amounts is approved in full.
  approvedAmount:
    row.invoiceStatus === 'Approved' || row.invoiceStatus === 'Paid'
      ? (row.approvedAmount ?? row.claimAmount)
      : null,
  decisionReason: row.decisionReason,
  decidedOn: row.decidedOn ? new Date(row.decidedOn).toISOString() : null,
  fileSha256: row.fileSha256,
});

/** The claims centre (spec 2 §7). */
export async function invoiceRoutes(app: FastifyInstance) {
  const { db, storage } = app.portal;
  route(app, getInvoiceKeyValues, async ({ request }) => {
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

  route(app, addInvoice, async ({ request, user }) => {
    const session = user();
    const {
      fields,
      checked: owner,
      upload,
    } = await receiveUpload(request, storage, addInvoice, {
      check: (form) => claimOwner(db, session, form),
    });
    const saved = upload as Upload; // the file is required: receiveUpload answered 400 without one
    const filerLanguage = languageOf(request.headers['accept-language']);
    const invoiceId = await withUpload(db, storage, saved, async (trx) => {
      const id = await insertInvoice(trx, {
        caseId: fields.CaseId,
        creditorId: owner.creditorId,
        invoiceStatus: owner.status,
        claimAmount: fields.ClaimAmount,
        claimBasis: fields.ClaimBasis,
        claimPriorityRight: fields.ClaimPriorityRight,
        claimReference: fields.ClaimRefernce,
        invoiceComment: fields.Invoicecomment,
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
      const filed = await findInvoice(trx, id);
      await auditBy(trx, session, 'add', 'invoice', id, {
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
    const row = await findInvoice(db, invoiceId);
    return { data: row ? toWire(row) : null, message: 'Invoice added successfully' };
  });

  route(app, updateInvoice, async ({ request, user }) => {
    const session = user();
    const {
      fields,
      checked: current,
      upload: saved,
    } = await receiveUpload(request, storage, updateInvoice, {
      check: async (form) => {
        const claim = await requireChangeableClaim(db, session, form.InvoiceId);
        if (!(await isClaimBasis(db, form.ClaimBasis))) throw badRequest('ClaimBasis: Invalid value');
        return claim;
      },
    });
    await withUpload(db, storage, saved, async (trx) => {
      await updateInvoiceClaim(trx, current.invoiceId, {
        claimAmount: fields.ClaimAmount,
        claimBasis: fields.ClaimBasis,
        claimPriorityRight: fields.ClaimPriorityRight,
        claimReference: fields.ClaimRefernce,
        invoiceComment: fields.Invoicecomment,
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
      await auditBy(trx, session, 'update', 'invoice', current.invoiceId, {
        caseId: current.caseId,
        details: {
          claimNumber: current.claimNumber,
          claimAmount: fields.ClaimAmount,
          previousStatus: current.invoiceStatus,
          newFile: !!saved,
        },
      });
    });
    if (saved) await storage.remove(current.invoiceFullName);
    const row = await findInvoice(db, current.invoiceId);
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

  route(app, lawFirmGetInvoices, async ({ query, user }) => {
    const facts = await requireCaseStaff(db, user(), query.caseId);
    return { data: await claimList({ ...query, caseId: facts.caseId, scope: { kind: 'case' } }, query) };
  });

  route(app, creditorGetInvoices, async ({ body, query, user }) => {
    const session = user();
    await requireFollower(db, session, body.caseId);
    const scope = await claimsListedFor(db, session, body.creditorId);
    return { data: await claimList({ ...query, caseId: body.caseId, scope }, query) };
  });

  route(app, downloadInvoice, async ({ query, reply, user }) => {
    const session = user();
    if (!isValidStoredName(query.fileName)) throw notFound('File not found');
    const invoice = await findInvoiceByStoredName(db, query.fileName);
    if (!invoice || !(await maySeeClaimNow(db, session, invoice))) throw notFound('File not found');
    return sendStoredFile(reply, storage, invoice.invoiceFullName, invoice.invoiceName);
  });

  route(app, deleteInvoice, async ({ query, user }) => {
    const session = user();
    let invoice: InvoiceRow;
    if (isFirmStaff(session)) {
      invoice = await requireClaim(db, query.invoiceId);
      await requireCaseStaff(db, session, invoice.caseId, CLAIM_NOT_FOUND);
    } else {
      invoice = await requireChangeableClaim(db, session, query.invoiceId);
    }
    await db.transaction().execute(async (trx) => {
      await deleteInvoiceRow(trx, invoice.invoiceId);
      await removeStoredFiles(trx, [invoice.invoiceFullName]);
      await auditBy(trx, session, 'delete', 'invoice', invoice.invoiceId, {
        caseId: invoice.caseId,
        details: {
          claimNumber: invoice.claimNumber,
          creditorId: invoice.creditorId,
          claimAmount: invoice.claimAmount,
          status: invoice.invoiceStatus,
        },
      });
    });
    return { data: null, message: 'Invoice deleted successfully' };
  });

  /** Issue 16 §2: the claim's receipt, for whoever may see the claim (anyone else: 404). */
  route(app, downloadInvoiceReceipt, async ({ query, reply, user }) => {
    const session = user();
    const invoice = await findInvoice(db, query.invoiceId);
    if (!invoice || !(await maySeeClaimNow(db, session, invoice))) throw notFound(CLAIM_NOT_FOUND);
    const receipt = await receiptOf(db, invoice);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', receipt.content.length)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(receipt.filename))
      .send(receipt.content);
  });

  route(app, updateInvoiceStatus, async ({ body, request, user }) => {
    const session = user();
    const invoice = await requireClaim(db, body.invoiceId);
    await requireCaseStaff(db, session, invoice.caseId, CLAIM_NOT_FOUND);
    const language = languageOf(request.headers['accept-language']);
    const approves = body.invoiceStatus === 'Approved' || body.invoiceStatus === 'Paid';
    const approvedAmount = approves ? (body.approvedAmount ?? invoice.claimAmount) : null;
    if (approvedAmount !== null && amountToOre(approvedAmount) > amountToOre(invoice.claimAmount)) {
      throw badRequest(`approvedAmount: ${validationMessages[language]['validation.approvedTooHigh']}`);
    }
    const partial = approvedAmount !== null && amountToOre(approvedAmount) < amountToOre(invoice.claimAmount);
    if (partial && !body.decisionReason) {
      throw badRequest(`decisionReason: ${validationMessages[language]['validation.reasonRequired']}`);
    }
    await db.transaction().execute(async (trx) => {
      await setInvoiceStatus(trx, invoice.invoiceId, body.invoiceStatus, {
        approvedAmount,
        reason: body.decisionReason ?? null,
      });
      await auditBy(trx, session, 'status', 'invoice', invoice.invoiceId, {
        caseId: invoice.caseId,
        details: {
          claimNumber: invoice.claimNumber,
          from: invoice.invoiceStatus,
          to: body.invoiceStatus,
          ...(approves ? { approvedAmount } : {}),
          ...(body.decisionReason ? { reason: body.decisionReason } : {}),
        },
      });
      const decided = await findInvoice(trx, invoice.invoiceId);
      if (decided && body.invoiceStatus !== 'Pending') await queueClaimDecision(trx, decided);
    });
    return { data: null, message: 'Invoice updated successfully' };
  });
}
