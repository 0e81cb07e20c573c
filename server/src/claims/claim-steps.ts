import { type DecideClaimBody, type Language, validationMessages } from 'shared-api/contract';
import type { ClaimDecision, ClaimRow } from '../db/claims-repository';
import { conflict } from '../http/errors';
import { endOfSwedishDay } from './claim-state';

/**
 * The rules a claim's later steps share (decision, question, answer, withdrawal): the wire fields a
 * claim gains, the decided priority class, and when the register is final.
 *
 * The register is final when the case's settlement deadline has ended (Swedish time): by then every
 * objection is withdrawn, settled or a dispute for the court, and what the register says is what the
 * dividends are paid on (docs/decisions/0051-a-claim-can-be-withdrawn-until-the-register-is-final.md).
 */

export const claimStepsWire = (row: ClaimRow) => ({
  priorityClass: row.priorityClass,
  priorityAsset: row.priorityAsset,
  withdrawnOn: row.withdrawnOn ? new Date(row.withdrawnOn).toISOString() : null,
});

/** The class a decision writes: the one given for an approval, none for a rejection or Pending. */
export function decidedPriority(
  approves: boolean,
  body: Pick<DecideClaimBody, 'priorityClass' | 'priorityAsset'>,
): ClaimDecision['priority'] {
  if (!approves) return { priorityClass: null, priorityAsset: null };
  if (!body.priorityClass) return undefined;
  return {
    priorityClass: body.priorityClass,
    priorityAsset: body.priorityClass === 'SpecialPriority' ? (body.priorityAsset ?? null) : null,
  };
}

const message = (language: Language, key: string) =>
  (validationMessages[language] as Record<string, string>)[key] ?? key;

/** A withdrawn claim takes no further step: 409 in the caller's language. */
export function requireStanding(claim: ClaimRow, language: Language): void {
  if (claim.withdrawnOn) throw conflict(message(language, 'validation.claimWithdrawn'));
}

/** Whether the register is final at `now`: the settlement deadline has ended. Without one it is not. */
export const isRegisterFinal = (claim: Pick<ClaimRow, 'settlementDeadline'>, now = new Date()) =>
  claim.settlementDeadline !== null && now.getTime() >= endOfSwedishDay(claim.settlementDeadline).getTime();

export const stepMessage = message;
