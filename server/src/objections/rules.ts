import {
  amountToOre,
  type Language,
  type PriorityClass,
  type ReplyObjectionBody,
  validationMessages,
} from 'shared-api/contract';
import { requireCaseStaff } from '../access/require';
import type { Session } from '../auth/session';
import { type ClaimRow, findClaim } from '../db/claims-repository';
import {
  findObjection,
  isPublishedClaim,
  type ObjectionRow,
  type Outcome,
  procedureDates,
} from '../db/objections-repository';
import type { Executor } from '../db/types';
import { badRequest, conflict, forbidden, found } from '../http/errors';
import { CLAIM_NOT_FOUND, OBJECTION_NOT_FOUND, type Objector, objectorOf, sightOf } from './access';
import { OBJECTION_TEXTS, STATE_WORDS } from './texts';

/**
 * The checks of each objection write, run on the form fields before any file is stored: who the
 * caller is to the claim or the objection, the deadlines (end of the day, Swedish time) and the
 * fields each step needs. Every refusal is in the caller's language.
 */

export type NewObjection = {
  InvoiceId: number;
  DisputesAmount: boolean;
  DisputesPriority: boolean;
  ProposedAmount: string | null;
  ProposedPriorityClass: PriorityClass | null;
  Reason: string;
  CreditorId: number | null;
};

const field = (name: string, message: string) => badRequest(`${name}: ${message}`);

export async function checkNewObjection(
  db: Executor,
  session: Session,
  fields: NewObjection,
  language: Language,
): Promise<{ claim: ClaimRow; objector: Objector }> {
  const t = OBJECTION_TEXTS[language];
  const claim = await found(findClaim(db, fields.InvoiceId), CLAIM_NOT_FOUND);
  const objector = await objectorOf(db, session, claim, fields.CreditorId, language);
  if (!(await isPublishedClaim(db, claim.caseId, claim.claimId))) throw badRequest(t.notPublished);
  const dates = await procedureDates(db, claim.caseId);
  if (!dates?.objectionDeadline) throw badRequest(t.noObjectionPeriod);
  if (dates.objectionsClosed) throw badRequest(t.objectionsClosed(dates.objectionDeadline));
  if (!fields.DisputesAmount && !fields.DisputesPriority) {
    throw field('DisputesAmount', validationMessages[language]['validation.objectionWhat']);
  }
  if (fields.DisputesAmount && fields.ProposedAmount === null) throw field('ProposedAmount', t.amountMissing);
  if (fields.DisputesPriority && fields.ProposedPriorityClass === null) {
    throw field('ProposedPriorityClass', t.priorityMissing);
  }
  return { claim, objector };
}

/** The objection and its claim, when the caller may see it (404 otherwise, as for a missing one). */
export async function requireSeenObjection(db: Executor, session: Session, objectionId: number) {
  const objection = await found(findObjection(db, objectionId), OBJECTION_NOT_FOUND);
  const claim = await found(findClaim(db, objection.claimId), OBJECTION_NOT_FOUND);
  const sight = await sightOf(db, session, objection, claim);
  return { objection, claim, sight };
}

export async function checkReply(
  db: Executor,
  session: Session,
  fields: Pick<ReplyObjectionBody, 'ObjectionId'> & { ObjectionId: number },
  language: Language,
) {
  const t = OBJECTION_TEXTS[language];
  const seen = await requireSeenObjection(db, session, fields.ObjectionId);
  if (!seen.sight.isClaimant) throw forbidden(t.notClaimant);
  const dates = await procedureDates(db, seen.objection.caseId);
  if (dates?.settlementClosed) throw badRequest(t.settlementClosed(dates.settlementDeadline ?? ''));
  if (seen.objection.state !== 'Open') throw conflict(t.notOpen(STATE_WORDS[language][seen.objection.state]));
  return seen;
}

export async function checkWithdrawal(
  db: Executor,
  session: Session,
  objectionId: number,
  language: Language,
) {
  const t = OBJECTION_TEXTS[language];
  const seen = await requireSeenObjection(db, session, objectionId);
  if (!seen.sight.isObjector) throw forbidden(t.notObjector);
  const state = seen.objection.state;
  if (state !== 'Open' && state !== 'Disputed') throw conflict(t.notOpen(STATE_WORDS[language][state]));
  return seen;
}

interface OutcomeFields {
  ObjectionId: number;
  Amount: string;
  PriorityClass: PriorityClass;
  PriorityAsset: string | null;
}

/** A settlement (while Open or Disputed) or a court outcome (only Disputed), by the firm of the case. */
export async function checkOutcome(
  db: Executor,
  session: Session,
  fields: OutcomeFields,
  kind: 'settlement' | 'court',
  language: Language,
): Promise<{ objection: ObjectionRow; claim: ClaimRow; outcome: Outcome }> {
  const t = OBJECTION_TEXTS[language];
  const objection = await found(findObjection(db, fields.ObjectionId), OBJECTION_NOT_FOUND);
  await requireCaseStaff(db, session, objection.caseId, OBJECTION_NOT_FOUND);
  const claim = await found(findClaim(db, objection.claimId), OBJECTION_NOT_FOUND);
  const state = objection.state;
  if (kind === 'court' && state !== 'Disputed') throw conflict(t.notDisputed);
  if (kind === 'settlement' && state !== 'Open' && state !== 'Disputed') {
    throw conflict(t.notOpen(STATE_WORDS[language][state]));
  }
  if (amountToOre(fields.Amount) > amountToOre(claim.claimAmount)) throw field('Amount', t.tooHigh);
  if (fields.PriorityAsset && fields.PriorityClass !== 'SpecialPriority') {
    throw field('PriorityAsset', t.assetOnlySpecial);
  }
  return {
    objection,
    claim,
    outcome: {
      amount: fields.Amount,
      priorityClass: fields.PriorityClass,
      priorityAsset: fields.PriorityAsset,
    },
  };
}

/** The firm's staff only: for the bundle of a dispute. */
export async function checkBundle(db: Executor, session: Session, objectionId: number, language: Language) {
  const objection = await found(findObjection(db, objectionId), OBJECTION_NOT_FOUND);
  await requireCaseStaff(db, session, objection.caseId, OBJECTION_NOT_FOUND);
  if (objection.state !== 'Disputed' && objection.state !== 'Decided') {
    throw conflict(OBJECTION_TEXTS[language].notDisputed);
  }
  const claim = await found(findClaim(db, objection.claimId), OBJECTION_NOT_FOUND);
  return { objection, claim };
}
