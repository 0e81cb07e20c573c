import { type Language, validationMessages } from 'shared-api/contract';
import type { Executor } from '../db/types';
import { badRequest } from '../http/errors';

/**
 * The order of a claims procedure's dates: the objection deadline (anmärkningsdag) after the claims
 * deadline, the settlement deadline after the objection deadline. A write that leaves a date out keeps
 * the stored one, so the order is checked against what the case will hold after the write.
 */

export interface ProcedureDates {
  claimsDeadline: string | null;
  objectionDeadline: string | null;
  settlementDeadline: string | null;
}

/** What a write sends: undefined keeps the stored value. */
export type ProcedureDatesChange = { [K in keyof ProcedureDates]?: string | null };

/** The dates after the write: each sent value, else the stored one. */
export function mergedDates(stored: ProcedureDates, sent: ProcedureDatesChange): ProcedureDates {
  return {
    claimsDeadline: sent.claimsDeadline !== undefined ? sent.claimsDeadline : stored.claimsDeadline,
    objectionDeadline:
      sent.objectionDeadline !== undefined ? sent.objectionDeadline : stored.objectionDeadline,
    settlementDeadline:
      sent.settlementDeadline !== undefined ? sent.settlementDeadline : stored.settlementDeadline,
  };
}

/** The field and validation key of the first date out of order, or null when they are in order. */
export function dateOrderProblem(
  dates: ProcedureDates,
):
  | { field: 'objectionDeadline'; key: 'validation.objectionAfterClaimsDeadline' }
  | { field: 'settlementDeadline'; key: 'validation.settlementAfterObjectionDeadline' }
  | null {
  // ISO calendar dates compare as strings.
  if (dates.objectionDeadline && dates.claimsDeadline && dates.objectionDeadline <= dates.claimsDeadline)
    return { field: 'objectionDeadline', key: 'validation.objectionAfterClaimsDeadline' };
  if (
    dates.settlementDeadline &&
    dates.objectionDeadline &&
    dates.settlementDeadline <= dates.objectionDeadline
  )
    return { field: 'settlementDeadline', key: 'validation.settlementAfterObjectionDeadline' };
  return null;
}

/** The case's stored dates (all null for a new case). */
export async function storedDates(db: Executor, caseId: number | null): Promise<ProcedureDates> {
  const row =
    caseId === null
      ? undefined
      : await db
          .selectFrom('cases')
          .select(['claims_deadline', 'objection_deadline', 'settlement_deadline'])
          .where('case_id', '=', caseId)
          .executeTakeFirst();
  return {
    claimsDeadline: row?.claims_deadline ?? null,
    objectionDeadline: row?.objection_deadline ?? null,
    settlementDeadline: row?.settlement_deadline ?? null,
  };
}

/** A 400 in the caller's language when the dates after this write would be out of order. */
export async function checkProcedureDates(
  db: Executor,
  caseId: number | null,
  sent: ProcedureDatesChange,
  language: Language,
): Promise<void> {
  const problem = dateOrderProblem(mergedDates(await storedDates(db, caseId), sent));
  if (problem) throw badRequest(`${problem.field}: ${validationMessages[language][problem.key]}`);
}
