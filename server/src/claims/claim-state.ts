import type { ClaimState, ClaimStatus, ClaimTimelineStep, PriorityClass } from 'shared-api/contract';
import type { ClaimRow } from '../db/claims-repository';
import { stockholmWallClock } from '../swedish-time';

/**
 * The claim's state as its creditor sees it, and the timeline of its steps, worked out from the facts
 * alone (no database, no clock but `now`), so that every rule has a unit test.
 *
 * Which state wins, first match:
 * 1. Withdrawn: the creditor withdrew the claim; nothing after that changes it.
 * 2. Disputed: an objection became a dispute for the district court.
 * 3. Objected: an objection is open.
 * 4. Settled: an objection ended in a settlement (the claim follows it).
 * 5. Decided: an objection was decided by the court, or the trustee decided the claim (any status but
 *    Pending).
 * 6. InformationRequested: the trustee's question is open.
 * 7. UnderReview: the claims deadline has passed (end of day, Swedish time), or the trustee has asked
 *    something and had the answer: the trustee is examining the claim.
 * 8. Received: filed, before the claims deadline's end (or without one), nothing asked.
 * A withdrawn objection says nothing.
 */

export type ObjectionState = 'Open' | 'Withdrawn' | 'Settled' | 'Disputed' | 'Decided';

/** An objection to the claim as its state derivation reads it: its state and the dates of its steps. */
export interface ObjectionFacts {
  state: ObjectionState;
  /** When it was filed, settled, decided by the court, and from when it is a dispute; absent: not shown. */
  filedOn?: Date;
  settledOn?: Date | null;
  decidedOn?: Date | null;
  disputedFrom?: Date | null;
}

export interface InformationRequestFacts {
  question: string;
  askedOn: Date;
  answer: string | null;
  answeredOn: Date | null;
}

/** The claim's own fields as the claim row has them (the case's claims deadline is YYYY-MM-DD), and its steps. */
export interface ClaimFacts
  extends Pick<
    ClaimRow,
    | 'claimNumber'
    | 'createdOn'
    | 'claimsDeadline'
    | 'status'
    | 'claimAmount'
    | 'approvedAmount'
    | 'decisionReason'
    | 'decidedOn'
    | 'priorityClass'
    | 'priorityAsset'
    | 'withdrawnOn'
  > {
  requests: readonly InformationRequestFacts[];
  objections: readonly ObjectionFacts[];
}

export interface DerivedClaimState {
  state: ClaimState;
  claimNumber: number;
  question: string | null;
  /** Approved or Paid: the approved amount (all of the claim without one); Rejected: 0; else null. */
  admittedAmount: string | null;
  priorityClass: PriorityClass | null;
  priorityAsset: string | null;
  decisionReason: string | null;
  timeline: ClaimTimelineStep[];
}

/** The instant a Swedish calendar day ends (midnight Swedish time after it). */
export function endOfSwedishDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const guess = new Date(Date.UTC(year, month - 1, date + 1));
  const offset = stockholmWallClock(guess).getTime() - guess.getTime();
  const end = new Date(guess.getTime() - offset);
  // Near a change of offset the first guess can be an hour off: correct with the offset at the result.
  const again = stockholmWallClock(end).getTime() - end.getTime();
  return again === offset ? end : new Date(guess.getTime() - again);
}

const isDecided = (status: ClaimStatus) => status !== 'Pending';

function admittedOf(facts: ClaimFacts): string | null {
  if (facts.status === 'Approved' || facts.status === 'Paid')
    return facts.approvedAmount ?? facts.claimAmount;
  if (facts.status === 'Rejected') return '0.00';
  return null;
}

function stateOf(facts: ClaimFacts, deadlinePassed: boolean, openQuestion: boolean): ClaimState {
  if (facts.withdrawnOn) return 'Withdrawn';
  const objections = facts.objections.map((o) => o.state);
  if (objections.includes('Disputed')) return 'Disputed';
  if (objections.includes('Open')) return 'Objected';
  if (objections.includes('Settled')) return 'Settled';
  if (objections.includes('Decided') || isDecided(facts.status)) return 'Decided';
  if (openQuestion) return 'InformationRequested';
  if (deadlinePassed || facts.requests.length > 0) return 'UnderReview';
  return 'Received';
}

function timelineOf(facts: ClaimFacts, reviewFrom: Date | null): ClaimTimelineStep[] {
  const steps: ClaimTimelineStep[] = [{ step: 'Received', on: facts.createdOn.toISOString(), text: null }];
  if (reviewFrom) steps.push({ step: 'UnderReview', on: reviewFrom.toISOString(), text: null });
  for (const request of facts.requests) {
    steps.push({ step: 'InformationRequested', on: request.askedOn.toISOString(), text: request.question });
    if (request.answeredOn)
      steps.push({ step: 'InformationGiven', on: request.answeredOn.toISOString(), text: request.answer });
  }
  if (facts.decidedOn && isDecided(facts.status))
    steps.push({ step: 'Decided', on: facts.decidedOn.toISOString(), text: facts.decisionReason });
  for (const objection of facts.objections) {
    if (objection.state === 'Withdrawn') continue;
    if (objection.filedOn) steps.push({ step: 'Objected', on: objection.filedOn.toISOString(), text: null });
    if (objection.state === 'Disputed' && objection.disputedFrom)
      steps.push({ step: 'Disputed', on: objection.disputedFrom.toISOString(), text: null });
    if (objection.settledOn)
      steps.push({ step: 'Settled', on: objection.settledOn.toISOString(), text: null });
    if (objection.decidedOn)
      steps.push({ step: 'Decided', on: objection.decidedOn.toISOString(), text: null });
  }
  if (facts.withdrawnOn) steps.push({ step: 'Withdrawn', on: facts.withdrawnOn.toISOString(), text: null });
  // Stable by time: steps of the same instant keep the order above.
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.on.localeCompare(b.step.on) || a.index - b.index)
    .map(({ step }) => step);
}

/** The state, the details the creditor reads with it, and the timeline, at `now`. */
export function deriveClaimState(facts: ClaimFacts, now: Date): DerivedClaimState {
  const deadlineEnd = facts.claimsDeadline ? endOfSwedishDay(facts.claimsDeadline) : null;
  const deadlinePassed = deadlineEnd !== null && now.getTime() >= deadlineEnd.getTime();
  const open = facts.requests.find((r) => r.answeredOn === null) ?? null;
  const state = stateOf(facts, deadlinePassed, open !== null);
  // Review starts when the deadline ends, for a claim filed before it; a late claim is reviewed as it comes.
  const reviewFrom =
    deadlinePassed && deadlineEnd && facts.createdOn.getTime() < deadlineEnd.getTime() ? deadlineEnd : null;
  const decided = state !== 'Withdrawn' && isDecided(facts.status);
  return {
    state,
    claimNumber: facts.claimNumber,
    question: state === 'InformationRequested' && open ? open.question : null,
    admittedAmount: facts.withdrawnOn ? null : admittedOf(facts),
    priorityClass: decided ? facts.priorityClass : null,
    priorityAsset: decided ? facts.priorityAsset : null,
    decisionReason: decided ? facts.decisionReason : null,
    timeline: timelineOf(facts, reviewFrom),
  };
}
