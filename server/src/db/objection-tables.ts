import type { ColumnType, Generated } from 'kysely';
import type { ObjectionFileKind, PriorityClass } from 'shared-api/contract';
import type { CreatedAt, Moment } from './column-types';

/** Kysely's view of the objection tables (migration 350). */

type Amount = ColumnType<string | null, string | null | undefined, string | null>;

export interface ObjectionsTable {
  objection_id: Generated<number>;
  case_id: number;
  claim_id: number;
  objector_user_id: number | null;
  objector_creditor_id: number | null;
  acting_debt_collector_id: number | null;
  by_trustee: boolean;
  filed_by: string;
  disputes_amount: boolean;
  disputes_priority: boolean;
  proposed_amount: Amount;
  proposed_priority_class: PriorityClass | null;
  reason: string;
  created_at: CreatedAt;
  withdrawn_at: Moment;
  settled_at: Moment;
  settled_amount: Amount;
  settled_priority_class: PriorityClass | null;
  settled_priority_asset: string | null;
  settlement_note: string | null;
  decided_at: Moment;
  court_decided_on: string | null;
  decided_amount: Amount;
  decided_priority_class: PriorityClass | null;
  decided_priority_asset: string | null;
}

export interface ObjectionRepliesTable {
  reply_id: Generated<number>;
  objection_id: number;
  creditor_id: number | null;
  filed_by: string;
  text: string;
  created_at: CreatedAt;
}

export interface ObjectionFilesTable {
  file_id: Generated<number>;
  objection_id: number;
  reply_id: number | null;
  kind: ObjectionFileKind;
  file_name: string;
  stored_name: string;
  file_size: number;
  sha256: string | null;
  created_at: CreatedAt;
}

declare module './types' {
  interface Database {
    objections: ObjectionsTable;
    objection_replies: ObjectionRepliesTable;
    objection_files: ObjectionFilesTable;
  }
}
