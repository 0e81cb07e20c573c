import type { addInvoiceBodySchema, InvoiceStatus } from 'shared-api/contract';
import type { z } from 'zod';
import { NOT_APPROVED } from '../access/claims';
import { isDebtCollector, isFirmStaff } from '../access/policy';
import { requireCaseStaff, requireFollower } from '../access/require';
import type { Session } from '../auth/session';
import { followsCase } from '../db/case-links-repository';
import { creditorNameOf, isClaimBasis, staffNameOf } from '../db/invoices-repository';
import { isApproved } from '../db/representatives-repository';
import type { Executor } from '../db/types';
import { badRequest, forbidden } from '../http/errors';

/**
 * Who files a new claim for whom (DECISIONS: fields a caller may not set;
 * issue 11: a debt collector only with the creditor's approval).
 */

type Fields = z.output<typeof addInvoiceBodySchema>;

/** Who a new claim belongs to, and who filed it. */
export interface ClaimOwner {
  creditorId: number;
  status: InvoiceStatus;
  byFirm: boolean;
  userId: number | null;
  creditorFiler: number | null;
  createdBy: string;
  debtCollectorId: number | null;
}

/**
 * Checks a new claim's case and creditor against the caller and says whom it
 * belongs to: firm staff file for a creditor of their firm's case; a creditor
 * its own claim in a case it follows; a debt collector its own, or one for a
 * creditor that approves it and follows the case (403 otherwise).
 */
export async function claimOwner(db: Executor, session: Session, fields: Fields): Promise<ClaimOwner> {
  const owner = isFirmStaff(session)
    ? await firmFiles(db, session, fields)
    : await creditorFiles(db, session, fields);
  if (!(await isClaimBasis(db, fields.ClaimBasis))) throw badRequest('ClaimBasis: Invalid value');
  return owner;
}

async function firmFiles(db: Executor, session: Session, fields: Fields): Promise<ClaimOwner> {
  const facts = await requireCaseStaff(db, session, fields.CaseId);
  if (!fields.CreditorId) throw badRequest('CreditorId: This field is required');
  if (!(await followsCase(db, fields.CreditorId, facts.caseId))) {
    throw badRequest('CreditorId: not a creditor of this case');
  }
  return {
    creditorId: fields.CreditorId,
    status: fields.InvoiceStatus ?? 'Pending',
    byFirm: true,
    userId: session.id,
    creditorFiler: null,
    createdBy: await staffNameOf(db, session),
    debtCollectorId: null,
  };
}

async function creditorFiles(db: Executor, session: Session, fields: Fields): Promise<ClaimOwner> {
  const own = session.creditorId as number;
  await requireFollower(db, session, fields.CaseId);
  const owner: ClaimOwner = {
    creditorId: own,
    status: 'Pending',
    byFirm: false,
    userId: null,
    creditorFiler: own,
    createdBy: await creditorNameOf(db, own),
    debtCollectorId: null,
  };
  if (!isDebtCollector(session) || !fields.DebtByDebtCollector) return owner;
  if (!fields.CreditorId) throw badRequest('CreditorId: This field is required');
  if (!(await isApproved(db, own, fields.CreditorId))) throw forbidden(NOT_APPROVED);
  if (!(await followsCase(db, fields.CreditorId, fields.CaseId))) {
    throw forbidden('This creditor does not follow the case');
  }
  return { ...owner, creditorId: fields.CreditorId, debtCollectorId: own };
}
