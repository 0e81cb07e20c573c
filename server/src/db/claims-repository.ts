import { type ColumnType, type Generated, sql } from 'kysely';
import type { ClaimStatus, PriorityClass } from 'shared-api/contract';
import type { CreatedAt, Timestamp } from './column-types';
import type { Executor } from './types';

export interface ClaimsTable {
  invoice_id: Generated<number>;
  case_id: number;
  creditor_id: number;
  invoice_status: ColumnType<ClaimStatus, ClaimStatus | undefined, ClaimStatus>;
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
  /** Set by the insert trigger (1, 2, 3, … per case). */
  claim_number: Generated<number>;
  filer_language: Generated<'en' | 'sv'>;
  file_sha256: string | null;
  /** Numeric(14,2) as a string, or null. */
  approved_amount: ColumnType<string | null, string | null | undefined, string | null>;
  decision_reason: string | null;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  priority_class: ColumnType<PriorityClass | null, PriorityClass | null | undefined, PriorityClass | null>;
  priority_asset: string | null;
  /** Withdrawn by its creditor: still listed, counted nowhere. */
  withdrawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module './types' {
  interface Database {
    invoices: ClaimsTable;
  }
}

export interface ClaimRow {
  claimId: number;
  caseId: number;
  lawFirmId: number;
  lawFirmName: string;
  creditorId: number;
  creditorName: string;
  creditorCompanyOrgNr: string;
  status: ClaimStatus;
  claimAmount: string;
  claimBasis: string;
  claimPriorityRight: boolean;
  claimRefernce: string | null;
  comment: string | null;
  isCreatedByLawFirm: boolean;
  createdBy: string;
  createdByCreditorId: number | null;
  debtByDebtCollector: boolean;
  debtCollectorId: number | null;
  debtCollectorName: string | null;
  fileName: string;
  storedName: string;
  fileSize: number;
  createdOn: Date;
  claimNumber: number;
  /** Filed after the end of the case's claims deadline (Swedish time). */
  isLate: boolean;
  claimsDeadline: string | null;
  filerLanguage: 'en' | 'sv';
  fileSha256: string | null;
  approvedAmount: string | null;
  decisionReason: string | null;
  decidedOn: Date | null;
  priorityClass: PriorityClass | null;
  priorityAsset: string | null;
  withdrawnOn: Date | null;
  /** The case's settlement deadline (YYYY-MM-DD): the register is final after it. */
  settlementDeadline: string | null;
  debtorName: string;
  debtorOrgnr: string;
  knr: string;
}

/** Claims with their case: what lists filter on (claim-lists-repository.ts). */
export const fromClaims = (db: Executor) =>
  db.selectFrom('invoices as i').innerJoin('cases', 'cases.case_id', 'i.case_id');
export type ClaimsFrom = ReturnType<typeof fromClaims>;

/** Filed after the end of the case's claims deadline, Swedish time. */
export const IS_LATE = sql<boolean>`coalesce(i.created_at >= ((cases.claims_deadline + 1)::timestamp AT TIME ZONE 'Europe/Stockholm'), false)`;

/** Every column of an ClaimRow, for claims chosen by `query`. */
export function withClaimColumns(query: ClaimsFrom) {
  return query
    .innerJoin('law_firms as lf', 'lf.law_firm_id', 'cases.law_firm_id')
    .innerJoin('creditors as c', 'c.creditor_id', 'i.creditor_id')
    .leftJoin('creditors as dc', 'dc.creditor_id', 'i.debt_collector_id')
    .select([
      'i.invoice_id as claimId',
      'i.case_id as caseId',
      'cases.law_firm_id as lawFirmId',
      'lf.name as lawFirmName',
      'i.creditor_id as creditorId',
      'c.name as creditorName',
      'c.company_org_nr as creditorCompanyOrgNr',
      'i.invoice_status as status',
      'i.claim_amount as claimAmount',
      'i.claim_basis as claimBasis',
      'i.claim_priority_right as claimPriorityRight',
      'i.claim_reference as claimRefernce',
      'i.invoice_comment as comment',
      'i.is_created_by_law_firm as isCreatedByLawFirm',
      'i.created_by as createdBy',
      'i.created_by_creditor_id as createdByCreditorId',
      'i.debt_by_debt_collector as debtByDebtCollector',
      'i.debt_collector_id as debtCollectorId',
      'dc.name as debtCollectorName',
      'i.file_name as fileName',
      'i.stored_name as storedName',
      'i.file_size as fileSize',
      'i.created_at as createdOn',
      'i.claim_number as claimNumber',
      IS_LATE.as('isLate'),
      sql<string | null>`to_char(cases.claims_deadline, 'YYYY-MM-DD')`.as('claimsDeadline'),
      'i.filer_language as filerLanguage',
      'i.file_sha256 as fileSha256',
      'i.approved_amount as approvedAmount',
      'i.decision_reason as decisionReason',
      'i.decided_at as decidedOn',
      'i.priority_class as priorityClass',
      'i.priority_asset as priorityAsset',
      'i.withdrawn_at as withdrawnOn',
      sql<string | null>`to_char(cases.settlement_deadline, 'YYYY-MM-DD')`.as('settlementDeadline'),
      'cases.debtor_name as debtorName',
      'cases.debtor_orgnr as debtorOrgnr',
      'cases.knr as knr',
    ]);
}

const selectClaims = (db: Executor) => withClaimColumns(fromClaims(db));

/** The row as the database gave it, with its amounts as exact strings and its size as a number. */
export const normalise = (row: ClaimRow): ClaimRow => ({
  ...row,
  claimAmount: String(row.claimAmount),
  fileSize: Number(row.fileSize),
  approvedAmount: row.approvedAmount === null ? null : String(row.approvedAmount),
});

export async function findClaim(db: Executor, claimId: number): Promise<ClaimRow | undefined> {
  const row = await selectClaims(db).where('i.invoice_id', '=', claimId).executeTakeFirst();
  return row && normalise(row);
}

export async function findClaimByStoredName(db: Executor, storedName: string): Promise<ClaimRow | undefined> {
  const row = await selectClaims(db).where('i.stored_name', '=', storedName).executeTakeFirst();
  return row && normalise(row);
}

export interface NewClaim {
  caseId: number;
  creditorId: number;
  status: ClaimStatus;
  claimAmount: string;
  claimBasis: string;
  claimPriorityRight: boolean;
  claimReference: string | null;
  comment: string | null;
  isCreatedByLawFirm: boolean;
  createdByUserId: number | null;
  createdByCreditorId: number | null;
  createdBy: string;
  debtByDebtCollector: boolean;
  debtCollectorId: number | null;
  fileName: string;
  storedName: string;
  fileSize: number;
  filerLanguage?: 'en' | 'sv';
  fileSha256?: string | null;
}

export async function insertClaim(trx: Executor, input: NewClaim): Promise<number> {
  const row = await trx
    .insertInto('invoices')
    .values({
      case_id: input.caseId,
      creditor_id: input.creditorId,
      invoice_status: input.status,
      claim_amount: input.claimAmount,
      claim_basis: input.claimBasis,
      claim_priority_right: input.claimPriorityRight,
      claim_reference: input.claimReference,
      invoice_comment: input.comment,
      is_created_by_law_firm: input.isCreatedByLawFirm,
      created_by_user_id: input.createdByUserId,
      created_by_creditor_id: input.createdByCreditorId,
      created_by: input.createdBy,
      debt_by_debt_collector: input.debtByDebtCollector,
      debt_collector_id: input.debtCollectorId,
      file_name: input.fileName,
      stored_name: input.storedName,
      file_size: input.fileSize,
      filer_language: input.filerLanguage ?? 'en',
      file_sha256: input.fileSha256 ?? null,
    })
    .returning('invoice_id')
    .executeTakeFirstOrThrow();
  return row.invoice_id;
}

export async function updateClaimFields(
  trx: Executor,
  claimId: number,
  changes: {
    claimAmount: string;
    claimBasis: string;
    claimPriorityRight: boolean;
    claimReference: string | null;
    comment: string | null;
    file?: { fileName: string; storedName: string; fileSize: number; sha256: string | null };
  },
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({
      invoice_status: 'Pending',
      // Back to Pending: the earlier decision no longer stands.
      approved_amount: null,
      decision_reason: null,
      decided_at: null,
      claim_amount: changes.claimAmount,
      claim_basis: changes.claimBasis,
      claim_priority_right: changes.claimPriorityRight,
      claim_reference: changes.claimReference,
      invoice_comment: changes.comment,
      updated_at: sql<Date>`now()`,
      ...(changes.file
        ? {
            file_name: changes.file.fileName,
            stored_name: changes.file.storedName,
            file_size: changes.file.fileSize,
            file_sha256: changes.file.sha256,
          }
        : {}),
    })
    .where('invoice_id', '=', claimId)
    .execute();
}

/** The firm's decision: the status, and for Approved/Paid the approved amount and a reason. */
export interface ClaimDecision {
  approvedAmount: string | null;
  reason: string | null;
  /** The decided class; absent: left as it was. */
  priority?: { priorityClass: PriorityClass | null; priorityAsset: string | null };
}

export async function setClaimStatus(
  trx: Executor,
  claimId: number,
  status: ClaimStatus,
  decision: ClaimDecision = { approvedAmount: null, reason: null },
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({
      invoice_status: status,
      approved_amount: decision.approvedAmount,
      decision_reason: decision.reason,
      ...(decision.priority
        ? { priority_class: decision.priority.priorityClass, priority_asset: decision.priority.priorityAsset }
        : {}),
      decided_at: status === 'Pending' ? null : sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('invoice_id', '=', claimId)
    .execute();
}

export async function deleteClaim(trx: Executor, claimId: number): Promise<void> {
  await trx.deleteFrom('invoices').where('invoice_id', '=', claimId).execute();
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

/** The name a creditor or debt collector files claims under. */
export async function creditorNameOf(db: Executor, creditorId: number): Promise<string> {
  const row = await db
    .selectFrom('creditors')
    .select('name')
    .where('creditor_id', '=', creditorId)
    .executeTakeFirst();
  return row?.name ?? '';
}

/** The name a firm user (a session's id and e-mail) files claims under: the user's name, else the e-mail. */
export async function staffNameOf(db: Executor, session: { id: number; email: string }): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('user_id', '=', session.id)
    .executeTakeFirst();
  return row?.name || row?.email || session.email;
}
