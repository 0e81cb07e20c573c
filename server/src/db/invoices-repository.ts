import { type ColumnType, type Generated, sql } from 'kysely';
import type { Executor } from './types';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export const INVOICE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoicesTable {
  invoice_id: Generated<number>;
  case_id: number;
  creditor_id: number;
  invoice_status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
  /** numeric(14,2): read as an exact decimal string, written as a string. */
  claim_amount: ColumnType<string, string, string>;
  claim_basis: string;
  claim_priority_right: Generated<boolean>;
  claim_reference: string | null;
  invoice_comment: string | null;
  is_created_by_law_firm: Generated<boolean>;
  created_by_user_id: number | null;
  created_by_creditor_id: number | null;
  created_by: Generated<string>;
  debt_by_debt_collector: Generated<boolean>;
  debt_collector_id: number | null;
  file_name: string;
  stored_name: string;
  file_size: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

declare module './types' {
  interface Database {
    invoices: InvoicesTable;
  }
}

export interface InvoiceRow {
  invoiceId: number;
  caseId: number;
  lawFirmId: number;
  lawFirmName: string;
  creditorId: number;
  creditorName: string;
  creditorCompanyOrgNr: string;
  invoiceStatus: InvoiceStatus;
  claimAmount: string;
  claimBasis: string;
  claimPriorityRight: boolean;
  claimRefernce: string | null;
  invoicecomment: string | null;
  isCreatedByLawFirm: boolean;
  createdBy: string;
  createdByCreditorId: number | null;
  debtByDebtCollector: boolean;
  debtCollectorId: number | null;
  debtCollectorName: string | null;
  invoiceName: string;
  invoiceFullName: string;
  fileSize: number;
  createdOn: Date;
}

function selectInvoices(db: Executor) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('cases', 'cases.case_id', 'i.case_id')
    .innerJoin('law_firms as lf', 'lf.law_firm_id', 'cases.law_firm_id')
    .innerJoin('creditors as c', 'c.creditor_id', 'i.creditor_id')
    .leftJoin('creditors as dc', 'dc.creditor_id', 'i.debt_collector_id')
    .select([
      'i.invoice_id as invoiceId',
      'i.case_id as caseId',
      'cases.law_firm_id as lawFirmId',
      'lf.name as lawFirmName',
      'i.creditor_id as creditorId',
      'c.name as creditorName',
      'c.company_org_nr as creditorCompanyOrgNr',
      'i.invoice_status as invoiceStatus',
      'i.claim_amount as claimAmount',
      'i.claim_basis as claimBasis',
      'i.claim_priority_right as claimPriorityRight',
      'i.claim_reference as claimRefernce',
      'i.invoice_comment as invoicecomment',
      'i.is_created_by_law_firm as isCreatedByLawFirm',
      'i.created_by as createdBy',
      'i.created_by_creditor_id as createdByCreditorId',
      'i.debt_by_debt_collector as debtByDebtCollector',
      'i.debt_collector_id as debtCollectorId',
      'dc.name as debtCollectorName',
      'i.file_name as invoiceName',
      'i.stored_name as invoiceFullName',
      'i.file_size as fileSize',
      'i.created_at as createdOn',
    ]);
}

const normalise = (row: InvoiceRow): InvoiceRow => ({
  ...row,
  claimAmount: String(row.claimAmount),
  fileSize: Number(row.fileSize),
});

export async function listInvoicesOfCase(db: Executor, caseId: number): Promise<InvoiceRow[]> {
  const rows = await selectInvoices(db)
    .where('i.case_id', '=', caseId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.invoice_id', 'desc')
    .execute();
  return rows.map(normalise);
}

export async function listInvoicesOfCreditor(
  db: Executor,
  caseId: number,
  creditorId: number,
): Promise<InvoiceRow[]> {
  const rows = await selectInvoices(db)
    .where('i.case_id', '=', caseId)
    .where('i.creditor_id', '=', creditorId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.invoice_id', 'desc')
    .execute();
  return rows.map(normalise);
}

/** Claims of a case a debt collector filed (for any creditor it acts for). */
export async function listInvoicesFiledBy(
  db: Executor,
  caseId: number,
  debtCollectorId: number,
): Promise<InvoiceRow[]> {
  const rows = await selectInvoices(db)
    .where('i.case_id', '=', caseId)
    .where('i.debt_collector_id', '=', debtCollectorId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.invoice_id', 'desc')
    .execute();
  return rows.map(normalise);
}

export async function findInvoice(db: Executor, invoiceId: number): Promise<InvoiceRow | undefined> {
  const row = await selectInvoices(db).where('i.invoice_id', '=', invoiceId).executeTakeFirst();
  return row && normalise(row);
}

export async function findInvoiceByStoredName(
  db: Executor,
  storedName: string,
): Promise<InvoiceRow | undefined> {
  const row = await selectInvoices(db).where('i.stored_name', '=', storedName).executeTakeFirst();
  return row && normalise(row);
}

export interface NewInvoice {
  caseId: number;
  creditorId: number;
  invoiceStatus: InvoiceStatus;
  claimAmount: string;
  claimBasis: string;
  claimPriorityRight: boolean;
  claimReference: string | null;
  invoiceComment: string | null;
  isCreatedByLawFirm: boolean;
  createdByUserId: number | null;
  createdByCreditorId: number | null;
  createdBy: string;
  debtByDebtCollector: boolean;
  debtCollectorId: number | null;
  fileName: string;
  storedName: string;
  fileSize: number;
}

export async function insertInvoice(trx: Executor, input: NewInvoice): Promise<number> {
  const row = await trx
    .insertInto('invoices')
    .values({
      case_id: input.caseId,
      creditor_id: input.creditorId,
      invoice_status: input.invoiceStatus,
      claim_amount: input.claimAmount,
      claim_basis: input.claimBasis,
      claim_priority_right: input.claimPriorityRight,
      claim_reference: input.claimReference,
      invoice_comment: input.invoiceComment,
      is_created_by_law_firm: input.isCreatedByLawFirm,
      created_by_user_id: input.createdByUserId,
      created_by_creditor_id: input.createdByCreditorId,
      created_by: input.createdBy,
      debt_by_debt_collector: input.debtByDebtCollector,
      debt_collector_id: input.debtCollectorId,
      file_name: input.fileName,
      stored_name: input.storedName,
      file_size: input.fileSize,
    })
    .returning('invoice_id')
    .executeTakeFirstOrThrow();
  return row.invoice_id;
}

export async function updateInvoiceClaim(
  trx: Executor,
  invoiceId: number,
  changes: {
    claimAmount: string;
    claimBasis: string;
    claimPriorityRight: boolean;
    claimReference: string | null;
    invoiceComment: string | null;
    file?: { fileName: string; storedName: string; fileSize: number };
  },
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({
      invoice_status: 'Pending',
      claim_amount: changes.claimAmount,
      claim_basis: changes.claimBasis,
      claim_priority_right: changes.claimPriorityRight,
      claim_reference: changes.claimReference,
      invoice_comment: changes.invoiceComment,
      updated_at: sql<Date>`now()`,
      ...(changes.file
        ? {
            file_name: changes.file.fileName,
            stored_name: changes.file.storedName,
            file_size: changes.file.fileSize,
          }
        : {}),
    })
    .where('invoice_id', '=', invoiceId)
    .execute();
}

export async function setInvoiceStatus(
  trx: Executor,
  invoiceId: number,
  status: InvoiceStatus,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ invoice_status: status, updated_at: sql<Date>`now()` })
    .where('invoice_id', '=', invoiceId)
    .execute();
}

export async function deleteInvoice(trx: Executor, invoiceId: number): Promise<void> {
  await trx.deleteFrom('invoices').where('invoice_id', '=', invoiceId).execute();
}

export async function claimBasisValues(db: Executor) {
  return db
    .selectFrom('key_values')
    .select(['key_name as keyName', 'key_value as keyValue', 'label_en as labelEn', 'label_sv as labelSv'])
    .where('key_name', '=', 'ClaimBasis')
    .orderBy('sort_order')
    .execute();
}

export async function isClaimBasis(db: Executor, value: string): Promise<boolean> {
  const row = await db
    .selectFrom('key_values')
    .select('key_value_id')
    .where('key_name', '=', 'ClaimBasis')
    .where('key_value', '=', value)
    .executeTakeFirst();
  return !!row;
}

/** Whether a debt collector acts for a creditor. */
export async function isMapped(db: Executor, debtCollectorId: number, creditorId: number): Promise<boolean> {
  const row = await db
    .selectFrom('debt_collector_creditors')
    .select('creditor_id')
    .where('debt_collector_id', '=', debtCollectorId)
    .where('creditor_id', '=', creditorId)
    .executeTakeFirst();
  return !!row;
}
