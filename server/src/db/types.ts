import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { RepresentationStatus } from 'shared-api/contract';
import type { CreatedAt, Timestamp } from './column-types';

/**
 * Kysely's view of the tables created by migrations 001–049. SERVER-FILES
 * extends `Database` with its own tables (050–099) by declaration merging
 * or its own interface intersecting this one.
 */

export interface LawFirmsTable {
  law_firm_id: Generated<number>;
  name: string;
  contact_name: string;
  contact_email: string;
  url: string | null;
  notes: string | null;
  color_code: Generated<string>;
  logo_stored_name: string | null;
  logo_original_name: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface LawFirmOfficesTable {
  law_firm_office_id: Generated<number>;
  law_firm_id: number;
  name: string;
  sort_order: Generated<number>;
}

export interface UsersTable {
  user_id: Generated<number>;
  user_type: 'S' | 'A' | 'U';
  law_firm_id: number | null;
  name: Generated<string>;
  email: string;
  password_hash: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface UserOfficesTable {
  user_id: number;
  law_firm_office_id: number;
}

export interface CreditorsTable {
  creditor_id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  company_name: Generated<string>;
  company_org_nr: Generated<string>;
  creditor_type: Generated<string>;
  is_debt_collector: Generated<boolean>;
  street: Generated<string>;
  post_number: Generated<string>;
  town: Generated<string>;
  country: Generated<string>;
  email_verified_at: Date | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CreditorOtpsTable {
  creditor_id: number;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  sent_at: Timestamp;
}

export interface CaseStatusesTable {
  case_status_id: number;
  name_en: string;
  name_sv: string;
}

export interface SectorsTable {
  sector_id: Generated<number>;
  code: string;
  name_en: string;
  name_sv: string;
}

export interface KeyValuesTable {
  key_value_id: Generated<number>;
  key_name: string;
  key_value: string;
  label_en: string;
  label_sv: string;
  sort_order: Generated<number>;
}

export interface CasesTable {
  case_id: Generated<number>;
  law_firm_id: number;
  debtor_name: string;
  debtor_orgnr: string;
  knr: string;
  court: string | null;
  /** 'YYYY-MM-DD' (the date type is read as text). */
  date_decision: string | null;
  date_edited: Timestamp;
  lawyer_name: string | null;
  manager_name: string | null;
  administrator_name: string | null;
  administrator_email: string | null;
  case_notes: string | null;
  sector_id: number | null;
  status: Generated<number>;
  is_allow_creditor_notification: Generated<boolean>;
  created_by_user_id: number | null;
  created_at: CreatedAt;
  /** The claims deadline (bevakningsdag), 'YYYY-MM-DD', or null. */
  claims_deadline: string | null;
  /** The claims procedure's dates, 'YYYY-MM-DD' or null: decided on, objection and settlement deadlines. */
  claims_procedure_decided_on: string | null;
  objection_deadline: string | null;
  settlement_deadline: string | null;
  /** The next claim number; taken by the invoices' insert trigger. */
  next_claim_number: Generated<number>;
}

export interface CreditorCasesTable {
  creditor_cases_id: Generated<number>;
  creditor_id: number;
  case_id: number;
  created_at: CreatedAt;
}

/** A debt collector's request to act for a creditor, and the creditor's decision. */
export interface DebtCollectorCreditorsTable {
  debt_collector_id: number;
  creditor_id: number;
  created_at: CreatedAt;
  status: ColumnType<RepresentationStatus, RepresentationStatus | undefined, RepresentationStatus>;
  requested_at: ColumnType<Date, Date | string | undefined, Date | string>;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SignInFailuresTable {
  failure_id: Generated<string>;
  /** 'pair': an e-mail and a client address together (migration 102); 'second-step': wrong codes of one account (313). */
  scope: 'email' | 'address' | 'pair' | 'second-step';
  subject: string;
  failed_at: CreatedAt;
}

export interface AuditLogTable {
  audit_id: Generated<string>;
  occurred_at: CreatedAt;
  actor_user_type: string | null;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  case_id: number | null;
  details: unknown;
}

export interface CoreTables {
  law_firms: LawFirmsTable;
  law_firm_offices: LawFirmOfficesTable;
  users: UsersTable;
  user_offices: UserOfficesTable;
  creditors: CreditorsTable;
  creditor_otps: CreditorOtpsTable;
  case_statuses: CaseStatusesTable;
  sectors: SectorsTable;
  key_values: KeyValuesTable;
  cases: CasesTable;
  creditor_cases: CreditorCasesTable;
  debt_collector_creditors: DebtCollectorCreditorsTable;
  sign_in_failures: SignInFailuresTable;
  audit_log: AuditLogTable;
  schema_migrations: { name: string; applied_at: CreatedAt };
}

/** Add other areas' tables here (interface merging keeps one Kysely type). */
export interface Database extends CoreTables {}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Either the database or an open transaction. */
export type Executor = Db | Trx;

/** One row of what a repository's select answers: a row type that follows from the columns it selects. */
export type RowOf<Select extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> =
  Awaited<ReturnType<ReturnType<Select>['executeTakeFirstOrThrow']>>;
