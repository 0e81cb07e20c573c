import { type ColumnType, type Generated, sql } from 'kysely';
import type { ClaimsRegisterFormat, Language } from 'shared-api/contract';
import type { RegisterClaim } from './claims-register-repository';
import type { Executor } from './types';

/**
 * The published versions of a case's claims register (bevakningsförteckning): numbered 1, 2, … per
 * case, each with its rows, its totals and its rendered files, written once and never updated.
 */

type Json<T> = ColumnType<T, string, never>;

export interface ClaimsRegisterVersionsTable {
  register_version_id: Generated<number>;
  case_id: number;
  version: number;
  published_at: ColumnType<Date, Date | undefined, never>;
  published_by_user_id: number | null;
  published_by: string;
  totals: Json<VersionTotals>;
}

export interface ClaimsRegisterVersionRowsTable {
  register_version_id: number;
  position: number;
  claim_id: number | null;
  row: Json<Record<string, unknown>>;
}

export interface ClaimsRegisterVersionFilesTable {
  register_version_id: number;
  format: ClaimsRegisterFormat;
  language: Language;
  stored_name: string;
  file_size: number;
  sha256: string | null;
}

declare module './types' {
  interface Database {
    claims_register_versions: ClaimsRegisterVersionsTable;
    claims_register_version_rows: ClaimsRegisterVersionRowsTable;
    claims_register_version_files: ClaimsRegisterVersionFilesTable;
  }
}

export interface Totals {
  count: number;
  claimAmount: string;
  approvedAmount: string;
}

/** A version's totals as published: in all, and per priority right. */
export interface VersionTotals {
  total: Totals;
  groups: { priorityRight: boolean; totals: Totals }[];
}

export interface RegisterVersion {
  registerVersionId: number;
  caseId: number;
  version: number;
  publishedAt: Date;
  publishedBy: string;
  totals: VersionTotals;
}

const VERSION_COLUMNS = [
  'register_version_id as registerVersionId',
  'case_id as caseId',
  'version',
  'published_at as publishedAt',
  'published_by as publishedBy',
  'totals',
] as const;

/**
 * Locks the case's row for the rest of the transaction (two publications of one case wait for each
 * other) and answers the next version number.
 */
export async function nextVersionNumber(trx: Executor, caseId: number): Promise<number> {
  await sql`SELECT case_id FROM cases WHERE case_id = ${caseId} FOR UPDATE`.execute(trx);
  const row = await trx
    .selectFrom('claims_register_versions')
    .select(sql<number>`coalesce(max(version), 0)::int`.as('last'))
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return (row?.last ?? 0) + 1;
}

export interface NewVersion {
  caseId: number;
  version: number;
  publishedAt: Date;
  publishedByUserId: number | null;
  publishedBy: string;
  totals: VersionTotals;
  rows: { claimId: number | null; row: RegisterClaim }[];
  files: {
    format: ClaimsRegisterFormat;
    language: Language;
    storedName: string;
    size: number;
    sha256?: string;
  }[];
}

/** Writes a version, its rows and its files; answers its id. */
export async function insertVersion(trx: Executor, v: NewVersion): Promise<number> {
  const { register_version_id: id } = await trx
    .insertInto('claims_register_versions')
    .values({
      case_id: v.caseId,
      version: v.version,
      published_at: v.publishedAt,
      published_by_user_id: v.publishedByUserId,
      published_by: v.publishedBy,
      totals: JSON.stringify(v.totals),
    })
    .returning('register_version_id')
    .executeTakeFirstOrThrow();
  // In slices: a register of thousands of claims stays within the parameter limit of one statement.
  for (let start = 0; start < v.rows.length; start += 1000) {
    await trx
      .insertInto('claims_register_version_rows')
      .values(
        v.rows.slice(start, start + 1000).map((r, i) => ({
          register_version_id: id,
          position: start + i + 1,
          claim_id: r.claimId,
          row: JSON.stringify(r.row),
        })),
      )
      .execute();
  }
  await trx
    .insertInto('claims_register_version_files')
    .values(
      v.files.map((f) => ({
        register_version_id: id,
        format: f.format,
        language: f.language,
        stored_name: f.storedName,
        file_size: f.size,
        sha256: f.sha256 ?? null,
      })),
    )
    .execute();
  return id;
}

/** The case's versions, newest first. */
export async function versionsOf(db: Executor, caseId: number): Promise<RegisterVersion[]> {
  return db
    .selectFrom('claims_register_versions')
    .select(VERSION_COLUMNS)
    .where('case_id', '=', caseId)
    .orderBy('version', 'desc')
    .execute();
}

export async function findVersion(
  db: Executor,
  registerVersionId: number,
): Promise<RegisterVersion | undefined> {
  return db
    .selectFrom('claims_register_versions')
    .select(VERSION_COLUMNS)
    .where('register_version_id', '=', registerVersionId)
    .executeTakeFirst();
}

/** A version's rows in register order, as published. */
export async function versionRows(
  db: Executor,
  registerVersionId: number,
): Promise<{ claimId: number | null; row: Record<string, unknown> }[]> {
  return db
    .selectFrom('claims_register_version_rows')
    .select(['claim_id as claimId', 'row'])
    .where('register_version_id', '=', registerVersionId)
    .orderBy('position')
    .execute();
}

export async function findVersionFile(
  db: Executor,
  registerVersionId: number,
  format: ClaimsRegisterFormat,
  language: Language,
) {
  return db
    .selectFrom('claims_register_version_files')
    .select(['stored_name as storedName', 'file_size as size'])
    .where('register_version_id', '=', registerVersionId)
    .where('format', '=', format)
    .where('language', '=', language)
    .executeTakeFirst();
}

/** Whether the claim is a row of any published version of the case (what an objection may name). */
export async function isClaimInPublishedVersion(
  db: Executor,
  caseId: number,
  claimId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('claims_register_version_rows as r')
    .innerJoin('claims_register_versions as v', 'v.register_version_id', 'r.register_version_id')
    .select('r.claim_id')
    .where('v.case_id', '=', caseId)
    .where('r.claim_id', '=', claimId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the case's claims by their number (the register's rows name the number). */
export async function claimIdsByNumber(db: Executor, caseId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('invoices')
    .select(['invoice_id', 'claim_number'])
    .where('case_id', '=', caseId)
    .execute();
  return new Map(rows.map((r) => [r.claim_number, r.invoice_id]));
}

/**
 * Who is told of a new version: every creditor following the case, and every debt collector following
 * it that a creditor of the case approves.
 */
export async function noticeAddresses(db: Executor, caseId: number): Promise<string[]> {
  const { rows } = await sql<{ email: string }>`
    SELECT DISTINCT c.email FROM creditor_cases cc
    JOIN creditors c ON c.creditor_id = cc.creditor_id
    WHERE cc.case_id = ${caseId}
      AND (NOT c.is_debt_collector OR ${approvedBySql(sql`c.creditor_id`, caseId)})`.execute(db);
  return rows.map((r) => r.email).filter(Boolean);
}

const approvedBySql = (debtCollectorId: ReturnType<typeof sql>, caseId: number) => sql<boolean>`EXISTS (
  SELECT 1 FROM debt_collector_creditors m
  JOIN creditor_cases f ON f.creditor_id = m.creditor_id AND f.case_id = ${caseId}
  WHERE m.debt_collector_id = ${debtCollectorId} AND m.status = 'Approved')`;

/** Whether a creditor following the case approves this debt collector. */
export async function isApprovedInCase(
  db: Executor,
  debtCollectorId: number,
  caseId: number,
): Promise<boolean> {
  const { rows } = await sql<{
    ok: boolean;
  }>`SELECT ${approvedBySql(sql`${debtCollectorId}`, caseId)} AS ok`.execute(db);
  return rows[0]?.ok === true;
}
