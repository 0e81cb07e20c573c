import { type ClaimStatus, claimStatusSchema, type Language } from 'shared-api/contract';
import {
  findRegisterCase,
  type RegisterCase,
  type RegisterClaim,
  type RegisterTotals,
  type RegisterTotalsRow,
  registerClaims,
  registerTotals,
} from '../db/claims-register-repository';
import type { Executor } from '../db/types';
import { objectionLinesOfCase } from '../objections/register-lines';

/**
 * The claims register (bevakningsförteckning) as the XLSX and PDF writers draw it:
 * groups by priority right (förmånsrätt first), within each by status, each with the totals the
 * database summed (claims-register-repository.ts); the claims are only placed in their group here.
 */

export interface RegisterStatusGroup {
  status: ClaimStatus;
  totals: RegisterTotals;
  claims: RegisterClaim[];
}

export interface RegisterGroup {
  priorityRight: boolean;
  totals: RegisterTotals;
  statuses: RegisterStatusGroup[];
}

export interface ClaimsRegister {
  case: RegisterCase;
  language: Language;
  drawnUp: Date;
  groups: RegisterGroup[];
  total: RegisterTotals;
}

const totalsOf = ({ count, claimAmount, approvedAmount }: RegisterTotalsRow): RegisterTotals => ({
  count,
  claimAmount,
  approvedAmount,
});

/** Puts the claims (in register order) into the groups the totals name; empty groups are left out. */
export function groupRegister(claims: readonly RegisterClaim[], totals: readonly RegisterTotalsRow[]) {
  const line = (priorityRight: boolean | null, status: ClaimStatus | null) =>
    totals.find((t) => t.priorityRight === priorityRight && t.status === status);
  const byGroup = new Map<string, RegisterClaim[]>();
  for (const claim of claims) {
    const key = `${claim.priorityRight}:${claim.status}`;
    const list = byGroup.get(key);
    if (list) list.push(claim);
    else byGroup.set(key, [claim]);
  }
  const groups: RegisterGroup[] = [];
  for (const priorityRight of [true, false]) {
    const group = line(priorityRight, null);
    if (!group) continue;
    const statuses = claimStatusSchema.options.flatMap((status) => {
      const sub = line(priorityRight, status);
      return sub
        ? [
            {
              status,
              totals: totalsOf(sub),
              claims: byGroup.get(`${priorityRight}:${status}`) ?? [],
            },
          ]
        : [];
    });
    groups.push({ priorityRight, totals: totalsOf(group), statuses });
  }
  const grand = line(null, null);
  return {
    groups,
    total: grand ? totalsOf(grand) : { count: 0, claimAmount: '0.00', approvedAmount: '0.00' },
  };
}

/** The register of a case the caller may export (the route checked that), or undefined without the case. */
export async function loadClaimsRegister(
  db: Executor,
  caseId: number,
  language: Language,
  drawnUp = new Date(),
): Promise<ClaimsRegister | undefined> {
  const found = await findRegisterCase(db, caseId);
  if (!found) return undefined;
  const objections = await objectionLinesOfCase(db, caseId, language);
  const claims = (await registerClaims(db, caseId)).map((claim) => ({
    ...claim,
    objections: objections.get(claim.claimId) ?? [],
  }));
  const totals = await registerTotals(db, caseId);
  return { case: found, language, drawnUp, ...groupRegister(claims, totals) };
}
