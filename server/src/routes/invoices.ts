import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addInvoice,
  addInvoiceBodySchema,
  claimUpload,
  creditorGetInvoices,
  deleteInvoice,
  downloadInvoice,
  getInvoiceKeyValues,
  lawFirmGetInvoices,
  updateInvoice,
  updateInvoiceBodySchema,
  updateInvoiceStatus,
} from 'shared-api/contract';
import type { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { actorOf, recordAudit } from '../audit';
import type { Session } from '../auth/session';
import {
  claimBasisValues,
  deleteInvoice as deleteInvoiceRow,
  findInvoice,
  findInvoiceByStoredName,
  type InvoiceRow,
  insertInvoice,
  isClaimBasis,
  isMapped,
  listInvoicesFiledBy,
  listInvoicesOfCase,
  listInvoicesOfCreditor,
  setInvoiceStatus,
  updateInvoiceClaim,
} from '../db/invoices-repository';
import { followsCase } from '../db/notifications-repository';
import type { Executor } from '../db/types';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { route } from '../http/route';
import { validationMessage, validatorCompiler } from '../http/validation';
import { isValidStoredName, type SavedFile } from '../storage';
import { isFirmStaff, requireCaseStaff, requireFollower } from './case-tab-access';
import { cleanFileName, NO_FILE, pageOf, sendStoredFile } from './documents';

export const CLAIM_DECIDED = (status: string) =>
  `This claim is ${status} and can no longer be changed. Contact the law firm if something is wrong.`;
export const CLAIM_BY_FIRM = 'This claim was registered by the law firm and can only be changed by it';

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
});

/** Whether a creditor-side caller owns a claim: its creditor, or the debt collector that filed it. */
const ownsClaim = (session: Session, invoice: InvoiceRow) =>
  (session.userType === 'C' || session.userType === 'D') &&
  session.creditorId !== null &&
  (invoice.creditorId === session.creditorId ||
    (session.userType === 'D' &&
      invoice.debtByDebtCollector &&
      invoice.debtCollectorId === session.creditorId));

async function creditorName(db: Executor, creditorId: number): Promise<string> {
  const row = await db
    .selectFrom('creditors')
    .select('name')
    .where('creditor_id', '=', creditorId)
    .executeTakeFirst();
  return row?.name ?? '';
}

async function userName(db: Executor, session: Session): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('user_id', '=', session.id)
    .executeTakeFirst();
  return row?.name || row?.email || session.email;
}

/** The claims centre (spec 2 §7). */
export async function invoiceRoutes(app: FastifyInstance) {
  const { db, storage } = app.portal;
  const rules = { kinds: claimUpload.kinds, maxBytes: claimUpload.maxBytes };

  /**
   * Reads a multipart claim form: the text fields, and the file saved to
   * storage as it streams by (413/415 from storage). The fields are then
   * validated with the contract schema; on a 400 the saved file is removed.
   */
  async function readClaimForm<S extends $ZodType>(
    request: FastifyRequest,
    schema: S,
  ): Promise<{ fields: z.output<S>; saved: (SavedFile & { originalName: string }) | null }> {
    if (!request.isMultipart()) throw badRequest('The request must be multipart/form-data');
    const raw: Record<string, string> = {};
    let saved: (SavedFile & { originalName: string }) | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const file = part as MultipartFile;
          // A second file, or an empty file input (filename ""), is skipped.
          if (saved || !file.filename) {
            file.file.resume();
            continue;
          }
          const originalName = cleanFileName(file.filename);
          saved = { ...(await storage.save(file.file, { ...rules, originalName })), originalName };
        } else if (typeof part.value === 'string') {
          raw[part.fieldname] = part.value;
        }
      }
      const check = validatorCompiler({ schema, method: request.method, url: request.url, httpPart: 'body' });
      const result = check(raw) as {
        value?: z.output<S>;
        error?: Error & { validation: { instancePath?: string; message?: string }[] };
      };
      if (result.error) {
        throw badRequest(
          validationMessage(result.error.validation, 'body', languageOf(request.headers['accept-language'])),
        );
      }
      return { fields: result.value as z.output<S>, saved };
    } catch (error) {
      if (saved) await storage.remove(saved.storedName);
      throw error;
    }
  }

  /** Runs checks and a write; on any failure the file saved for it is removed again. */
  async function withFile<T>(saved: SavedFile | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (saved) await storage.remove(saved.storedName);
      throw error;
    }
  }

  async function claimOrNotFound(invoiceId: number): Promise<InvoiceRow> {
    const invoice = await findInvoice(db, invoiceId);
    if (!invoice) throw notFound('Claim not found');
    return invoice;
  }

  /** A claim the creditor-side caller may change: its own, not registered by the firm, still open. */
  async function changeableClaim(session: Session, invoiceId: number): Promise<InvoiceRow> {
    const invoice = await claimOrNotFound(invoiceId);
    if (!ownsClaim(session, invoice)) throw forbidden('This is not your claim');
    if (invoice.isCreatedByLawFirm) throw forbidden(CLAIM_BY_FIRM);
    if (invoice.invoiceStatus === 'Approved' || invoice.invoiceStatus === 'Paid') {
      throw conflict(CLAIM_DECIDED(invoice.invoiceStatus));
    }
    return invoice;
  }

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
    const { fields, saved } = await readClaimForm(request, addInvoiceBodySchema);
    const invoiceId = await withFile(saved, async () => {
      if (!saved) throw badRequest(NO_FILE);
      if (!(await isClaimBasis(db, fields.ClaimBasis))) throw badRequest('ClaimBasis: Invalid value');
      let owner: {
        creditorId: number;
        status: 'Pending' | 'Approved' | 'Rejected' | 'Paid';
        byFirm: boolean;
        userId: number | null;
        creditorFiler: number | null;
        createdBy: string;
        debtCollectorId: number | null;
      };
      if (isFirmStaff(session)) {
        const facts = await requireCaseStaff(db, session, fields.CaseId);
        if (!fields.CreditorId) throw badRequest('CreditorId: This field is required');
        if (!(await followsCase(db, fields.CreditorId, facts.caseId))) {
          throw badRequest('CreditorId: not a creditor of this case');
        }
        owner = {
          creditorId: fields.CreditorId,
          status: fields.InvoiceStatus ?? 'Pending',
          byFirm: true,
          userId: session.id,
          creditorFiler: null,
          createdBy: await userName(db, session),
          debtCollectorId: null,
        };
      } else {
        const own = session.creditorId as number;
        await requireFollower(db, session, fields.CaseId);
        let creditorId = own;
        let debtCollectorId: number | null = null;
        if (session.userType === 'D' && fields.DebtByDebtCollector) {
          if (!fields.CreditorId) throw badRequest('CreditorId: This field is required');
          if (!(await isMapped(db, own, fields.CreditorId)))
            throw forbidden('You do not act for this creditor');
          if (!(await followsCase(db, fields.CreditorId, fields.CaseId))) {
            throw forbidden('This creditor does not follow the case');
          }
          creditorId = fields.CreditorId;
          debtCollectorId = own;
        }
        owner = {
          creditorId,
          status: 'Pending',
          byFirm: false,
          userId: null,
          creditorFiler: own,
          createdBy: await creditorName(db, own),
          debtCollectorId,
        };
      }
      return db.transaction().execute(async (trx) => {
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
        });
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'add',
          entity: 'invoice',
          entityId: id,
          caseId: fields.CaseId,
          details: { creditorId: owner.creditorId, claimAmount: fields.ClaimAmount, status: owner.status },
        });
        return id;
      });
    });
    const row = await findInvoice(db, invoiceId);
    return { data: row ? toWire(row) : null, message: 'Invoice added successfully' };
  });

  route(app, updateInvoice, async ({ request, user }) => {
    const session = user();
    const { fields, saved } = await readClaimForm(request, updateInvoiceBodySchema);
    const invoice = await withFile(saved, async () => {
      const current = await changeableClaim(session, fields.InvoiceId);
      if (!(await isClaimBasis(db, fields.ClaimBasis))) throw badRequest('ClaimBasis: Invalid value');
      await db.transaction().execute(async (trx) => {
        await updateInvoiceClaim(trx, current.invoiceId, {
          claimAmount: fields.ClaimAmount,
          claimBasis: fields.ClaimBasis,
          claimPriorityRight: fields.ClaimPriorityRight,
          claimReference: fields.ClaimRefernce,
          invoiceComment: fields.Invoicecomment,
          ...(saved
            ? { file: { fileName: saved.originalName, storedName: saved.storedName, fileSize: saved.size } }
            : {}),
        });
        await recordAudit(trx, {
          ...actorOf(session),
          action: 'update',
          entity: 'invoice',
          entityId: current.invoiceId,
          caseId: current.caseId,
          details: {
            claimAmount: fields.ClaimAmount,
            previousStatus: current.invoiceStatus,
            newFile: !!saved,
          },
        });
      });
      return current;
    });
    if (saved) await storage.remove(invoice.invoiceFullName);
    const row = await findInvoice(db, invoice.invoiceId);
    return { data: row ? toWire(row) : null, message: 'Invoice updated successfully' };
  });

  route(app, lawFirmGetInvoices, async ({ query, user }) => {
    const facts = await requireCaseStaff(db, user(), query.caseId);
    const rows = (await listInvoicesOfCase(db, facts.caseId)).filter(
      (r) => !query.invoiceStatus || r.invoiceStatus === query.invoiceStatus,
    );
    const { items, totalCount } = pageOf(rows, query, (r) => `${r.invoiceName} ${r.claimRefernce ?? ''}`);
    return { data: { invoiceList: items.map(toWire), totalCount } };
  });

  route(app, creditorGetInvoices, async ({ body, query, user }) => {
    const session = user();
    const own = session.creditorId as number;
    await requireFollower(db, session, body.caseId);
    let rows: InvoiceRow[];
    if (body.creditorId === own) {
      rows = await listInvoicesOfCreditor(db, body.caseId, own);
      if (session.userType === 'D') {
        const filed = await listInvoicesFiledBy(db, body.caseId, own);
        const seen = new Set(rows.map((r) => r.invoiceId));
        rows = [...rows, ...filed.filter((r) => !seen.has(r.invoiceId))].sort(
          (a, b) =>
            new Date(b.createdOn).getTime() - new Date(a.createdOn).getTime() || b.invoiceId - a.invoiceId,
        );
      }
    } else if (session.userType === 'D' && (await isMapped(db, own, body.creditorId))) {
      rows = (await listInvoicesFiledBy(db, body.caseId, own)).filter(
        (r) => r.creditorId === body.creditorId,
      );
    } else {
      throw forbidden('You may only see your own claims');
    }
    const { items, totalCount } = pageOf(rows, query, (r) => `${r.invoiceName} ${r.claimRefernce ?? ''}`);
    return { data: { invoiceList: items.map(toWire), totalCount } };
  });

  route(app, downloadInvoice, async ({ query, reply, user }) => {
    const session = user();
    if (!isValidStoredName(query.fileName)) throw notFound('File not found');
    const invoice = await findInvoiceByStoredName(db, query.fileName);
    const allowed =
      !!invoice &&
      ((isFirmStaff(session) && session.lawFirmId === invoice.lawFirmId) || ownsClaim(session, invoice));
    if (!invoice || !allowed) throw notFound('File not found');
    return sendStoredFile(reply, storage, invoice.invoiceFullName, invoice.invoiceName);
  });

  route(app, deleteInvoice, async ({ query, user }) => {
    const session = user();
    let invoice: InvoiceRow;
    if (isFirmStaff(session)) {
      invoice = await claimOrNotFound(query.invoiceId);
      await requireCaseStaff(db, session, invoice.caseId);
    } else {
      invoice = await changeableClaim(session, query.invoiceId);
    }
    await db.transaction().execute(async (trx) => {
      await deleteInvoiceRow(trx, invoice.invoiceId);
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'delete',
        entity: 'invoice',
        entityId: invoice.invoiceId,
        caseId: invoice.caseId,
        details: {
          creditorId: invoice.creditorId,
          claimAmount: invoice.claimAmount,
          status: invoice.invoiceStatus,
        },
      });
    });
    await storage.remove(invoice.invoiceFullName);
    return { data: null, message: 'Invoice deleted successfully' };
  });

  route(app, updateInvoiceStatus, async ({ body, user }) => {
    const session = user();
    const invoice = await claimOrNotFound(body.invoiceId);
    await requireCaseStaff(db, session, invoice.caseId);
    await db.transaction().execute(async (trx) => {
      await setInvoiceStatus(trx, invoice.invoiceId, body.invoiceStatus);
      await recordAudit(trx, {
        ...actorOf(session),
        action: 'status',
        entity: 'invoice',
        entityId: invoice.invoiceId,
        caseId: invoice.caseId,
        details: { from: invoice.invoiceStatus, to: body.invoiceStatus },
      });
    });
    return { data: null, message: 'Invoice updated successfully' };
  });
}
