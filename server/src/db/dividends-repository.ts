import { type ColumnType, type Generated, sql } from 'kysely';
import type {
  DividendClass,
  DividendPart,
  PaymentStatus,
  PriorityClass,
  ProposalStatus,
} from 'shared-api/contract';
import { fromCaseWithFirm } from './case-links-repository';
import type { Executor, RowOf } from './types';

/**
 * Dividend proposals (migrations 370–375): the firm's settings, the estate account, the admitted claims
 * a proposal is computed from, and the frozen versions with their lines.
 */

type Numeric = ColumnType<string, string, string>;
type Day = ColumnType<string | null, string | null | undefined, string | null>;

export interface DividendProposalsTable {
  proposal_id: Generated<number>;
  case_id: number;
  version: number;
  status: ColumnType<ProposalStatus, ProposalStatus | undefined, ProposalStatus>;
  assets: ColumnType<{ asset: string; amount: string }[], string, string>;
  rest_amount: Numeric;
  minimum_dividend: Numeric;
  entered_amount: Numeric;
  distributed_amount: Numeric;
  paid_out_amount: Numeric;
  not_paid_out_amount: Numeric;
  surplus_amount: Numeric;
  classes: ColumnType<DividendClass[], string, string>;
  created_by_user_id: number | null;
  created_by: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_to_authority_on: Day;
  confirmed_on: Day;
  final_on: Day;
}

export interface DividendLinesTable {
  line_id: Generated<number>;
  proposal_id: number;
  line_number: number;
  creditor_id: number | null;
  creditor_name: string;
  claim_numbers: ColumnType<number[], number[], number[]>;
  dividend_amount: Numeric;
  paid_out: boolean;
  parts: ColumnType<DividendPart[], string, string>;
  payment_status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  paid_on: Day;
  returned_reason: string | null;
}

declare module './types' {
  interface Database {
    dividend_proposals: DividendProposalsTable;
    dividend_lines: DividendLinesTable;
  }
  interface LawFirmsTable {
    minimum_dividend: ColumnType<string, string | undefined, string>;
    bank_details_hold_days: ColumnType<number, number | undefined, number>;
  }
  interface CasesTable {
    estate_iban: string | null;
    estate_bic: string | null;
  }
}

/**
 * Whether an Approved or Paid claim counts in a dividend: not once its creditor has withdrawn it. One
 * rule here, so the proposal and the page that prepares it agree.
 */
const COUNTS_FOR_DIVIDEND = sql<boolean>`i.withdrawn_at IS NULL`;

/** An admitted claim, as the dividend proposal (dividends/compute.ts) takes it. */
export interface AdmittedClaim {
  claimId: number;
  claimNumber: number;
  creditorId: number;
  creditorName: string;
  /** COALESCE(approved amount, claimed amount) in öre, > 0. */
  admittedOre: bigint;
  /** Null: the trustee has not decided it yet (such a claim cannot go into a proposal). */
  priorityClass: PriorityClass | null;
  /** The asset a special priority attaches to. */
  priorityAsset: string | null;
}

/**
 * The admitted claims of a case, in claim-number order: status Approved or Paid, admitted amount the
 * approved amount, else the claimed amount (above 0), with the trustee's decided class. The one
 * definition every dividend reads.
 */
export async function admittedClaimsOf(db: Executor, caseId: number): Promise<AdmittedClaim[]> {
  const { rows } = await sql<{
    claimId: number;
    claimNumber: number;
    creditorId: number;
    creditorName: string;
    admittedOre: string;
    priorityClass: PriorityClass | null;
    priorityAsset: string | null;
  }>`
    SELECT i.invoice_id AS "claimId", i.claim_number AS "claimNumber", i.creditor_id AS "creditorId",
           c.name AS "creditorName",
           (coalesce(i.approved_amount, i.claim_amount) * 100)::bigint::text AS "admittedOre",
           i.priority_class AS "priorityClass", i.priority_asset AS "priorityAsset"
    FROM invoices i
    JOIN creditors c ON c.creditor_id = i.creditor_id
    WHERE i.case_id = ${caseId}
      AND i.invoice_status IN ('Approved', 'Paid')
      AND coalesce(i.approved_amount, i.claim_amount) > 0
      AND ${COUNTS_FOR_DIVIDEND}
    ORDER BY i.claim_number`.execute(db);
  return rows.map((row) => ({ ...row, admittedOre: BigInt(row.admittedOre) }));
}

export interface FirmSettings {
  minimumDividend: string;
  bankDetailsHoldDays: number;
}

export async function firmSettings(db: Executor, lawFirmId: number): Promise<FirmSettings> {
  const row = await db
    .selectFrom('law_firms')
    .select([
      sql<string>`minimum_dividend::text`.as('minimumDividend'),
      'bank_details_hold_days as bankDetailsHoldDays',
    ])
    .where('law_firm_id', '=', lawFirmId)
    .executeTakeFirstOrThrow();
  return row;
}

export async function saveFirmSettings(
  db: Executor,
  lawFirmId: number,
  settings: FirmSettings,
): Promise<void> {
  await db
    .updateTable('law_firms')
    .set({ minimum_dividend: settings.minimumDividend, bank_details_hold_days: settings.bankDetailsHoldDays })
    .where('law_firm_id', '=', lawFirmId)
    .execute();
}

/** What the files and mails of a case's proposal name: the case, its debtor, trustee and estate account. */
export interface DividendCase {
  caseId: number;
  lawFirmId: number;
  knr: string;
  debtorName: string;
  debtorOrgnr: string;
  lawFirmName: string;
  trusteeName: string;
  estateIban: string | null;
  estateBic: string | null;
}

export async function findDividendCase(db: Executor, caseId: number): Promise<DividendCase | undefined> {
  return fromCaseWithFirm(db, caseId)
    .select([
      'cases.case_id as caseId',
      'cases.law_firm_id as lawFirmId',
      'cases.knr as knr',
      'cases.debtor_name as debtorName',
      'cases.debtor_orgnr as debtorOrgnr',
      'law_firms.name as lawFirmName',
      sql<string>`coalesce(nullif(cases.lawyer_name, ''), law_firms.name)`.as('trusteeName'),
      'cases.estate_iban as estateIban',
      'cases.estate_bic as estateBic',
    ])
    .executeTakeFirst();
}

export async function setEstateAccount(db: Executor, caseId: number, iban: string, bic: string) {
  await db
    .updateTable('cases')
    .set({ estate_iban: iban, estate_bic: bic })
    .where('case_id', '=', caseId)
    .execute();
}

/** The case's row locked until the transaction ends: versions of one case are numbered one at a time. */
export async function lockCaseForProposal(trx: Executor, caseId: number): Promise<void> {
  await sql`SELECT 1 FROM cases WHERE case_id = ${caseId} FOR UPDATE`.execute(trx);
}

const money = (column: string) => sql<string>`${sql.ref(column)}::text`;

/** A version's head, as stored. */
export const proposalColumns = [
  'p.proposal_id as proposalId',
  'p.case_id as caseId',
  'p.version as version',
  'p.status as status',
  'p.created_at as createdAt',
  'p.created_by as createdBy',
  'p.published_at as publishedAt',
  sql<string | null>`to_char(p.sent_to_authority_on, 'YYYY-MM-DD')`.as('sentToAuthorityOn'),
  sql<string | null>`to_char(p.confirmed_on, 'YYYY-MM-DD')`.as('confirmedOn'),
  sql<string | null>`to_char(p.final_on, 'YYYY-MM-DD')`.as('finalOn'),
  money('p.minimum_dividend').as('minimumDividend'),
  money('p.entered_amount').as('enteredAmount'),
  money('p.distributed_amount').as('distributedAmount'),
  money('p.paid_out_amount').as('paidOutAmount'),
  money('p.not_paid_out_amount').as('notPaidOutAmount'),
  money('p.surplus_amount').as('surplusAmount'),
  'p.assets as assets',
  money('p.rest_amount').as('restAmount'),
  'p.classes as classes',
] as const;

const fromProposals = (db: Executor) => db.selectFrom('dividend_proposals as p').select(proposalColumns);
export type ProposalRow = RowOf<typeof fromProposals>;

export const findProposal = (db: Executor, proposalId: number) =>
  fromProposals(db).where('p.proposal_id', '=', proposalId).executeTakeFirst();

/** Every version of a case, the newest first; `publishedOnly` for the creditors. */
export const proposalsOf = (db: Executor, caseId: number, publishedOnly = false) =>
  fromProposals(db)
    .where('p.case_id', '=', caseId)
    .$if(publishedOnly, (q) => q.where('p.status', '=', 'Published'))
    .orderBy('p.version', 'desc')
    .execute();

export interface LineRow {
  lineNumber: number;
  creditorId: number | null;
  creditorName: string;
  claimNumbers: number[];
  dividendAmount: string;
  paidOut: boolean;
  parts: DividendPart[];
  paymentStatus: PaymentStatus;
  paidOn: string | null;
  returnedReason: string | null;
}

/** A version's lines in line order; only those of `creditorIds` when given. */
export async function linesOf(
  db: Executor,
  proposalId: number,
  creditorIds?: readonly number[],
): Promise<LineRow[]> {
  if (creditorIds && creditorIds.length === 0) return [];
  return db
    .selectFrom('dividend_lines as l')
    .select([
      'l.line_number as lineNumber',
      'l.creditor_id as creditorId',
      'l.creditor_name as creditorName',
      'l.claim_numbers as claimNumbers',
      money('l.dividend_amount').as('dividendAmount'),
      'l.paid_out as paidOut',
      'l.parts as parts',
      'l.payment_status as paymentStatus',
      sql<string | null>`to_char(l.paid_on, 'YYYY-MM-DD')`.as('paidOn'),
      'l.returned_reason as returnedReason',
    ])
    .where('l.proposal_id', '=', proposalId)
    .$if(creditorIds !== undefined, (q) => q.where('l.creditor_id', 'in', creditorIds ?? []))
    .orderBy('l.line_number')
    .execute();
}
