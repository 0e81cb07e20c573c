import { NOT_APPROVED_MESSAGE } from 'shared-api/contract';
import type { Session } from '../auth/session';
import { findProposal, type ProposalRow } from '../db/dividends-repository';
import { isApproved } from '../db/representatives-repository';
import type { Executor } from '../db/types';
import { forbidden, notFound } from '../http/errors';
import { isDebtCollector, isFirmAdmin, isSelf } from './policy';
import { requireCaseStaff } from './require';

/**
 * Who may reach a dividend proposal and whose bank details: firm staff (A, U) the versions of their own
 * firm's cases (another firm's answers 404 word for word as a missing one); a creditor its own lines and
 * bank details; a debt collector its own and those of a creditor that approves it (403 otherwise).
 */

export const PROPOSAL_NOT_FOUND = 'Proposal not found';

/** The version and its case, when the caller is staff of the firm that runs the case. */
export async function requireProposalStaff(db: Executor, session: Session, proposalId: number) {
  const proposal = await findProposal(db, proposalId);
  if (!proposal) throw notFound(PROPOSAL_NOT_FOUND);
  const facts = await requireCaseStaff(db, session, proposal.caseId, PROPOSAL_NOT_FOUND);
  return { proposal, facts };
}

/** Only the firm's administrator (A): a U of the firm gets 403 with `why`. */
export function requireAdministrator(session: Session, why: string): void {
  if (!isFirmAdmin(session)) throw forbidden(why);
}

/** A creditor acts for itself; a debt collector for itself or a creditor that approves it. */
export async function requireActingFor(db: Executor, session: Session, creditorId: number): Promise<void> {
  if (isSelf(session, creditorId)) return;
  if (!isDebtCollector(session)) throw forbidden('You may only act on your own account');
  if (!(await isApproved(db, session.creditorId as number, creditorId)))
    throw forbidden(NOT_APPROVED_MESSAGE);
}

/** Whether the version is the latest of its case (the dates and publishing act on that one only). */
export async function isLatestVersion(db: Executor, proposal: ProposalRow): Promise<boolean> {
  const row = await db
    .selectFrom('dividend_proposals')
    .select((eb) => eb.fn.max('version').as('latest'))
    .where('case_id', '=', proposal.caseId)
    .executeTakeFirst();
  return Number(row?.latest) === proposal.version;
}
