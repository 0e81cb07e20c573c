import { type DividendClass, type DividendPart, oreToAmount } from 'shared-api/contract';
import type { ClaimShare, ProposalResult } from './compute';

/** A computed proposal in the form a version is stored and drawn in: amounts as exact decimal strings. */

export interface FrozenLine {
  lineNumber: number;
  creditorId: number;
  creditorName: string;
  claimNumbers: number[];
  dividendAmount: string;
  paidOut: boolean;
  parts: DividendPart[];
}

export interface FrozenVersion {
  enteredAmount: string;
  distributedAmount: string;
  paidOutAmount: string;
  notPaidOutAmount: string;
  surplusAmount: string;
  classes: DividendClass[];
  lines: FrozenLine[];
}

const partOf = (share: ClaimShare): DividendPart => ({
  claimNumber: share.claimNumber,
  priorityClass: share.priorityClass,
  asset: share.asset,
  uncovered: share.uncovered,
  admittedAmount: oreToAmount(share.admittedOre),
  dividendAmount: oreToAmount(share.dividendOre),
});

export function freeze(result: ProposalResult): FrozenVersion {
  const sharesOf = new Map<number, ClaimShare[]>();
  for (const share of result.shares) {
    const list = sharesOf.get(share.creditorId);
    if (list) list.push(share);
    else sharesOf.set(share.creditorId, [share]);
  }
  return {
    enteredAmount: oreToAmount(result.enteredOre),
    distributedAmount: oreToAmount(result.distributedOre),
    paidOutAmount: oreToAmount(result.paidOutOre),
    notPaidOutAmount: oreToAmount(result.notPaidOutOre),
    surplusAmount: oreToAmount(result.surplusOre),
    classes: result.classes.map((c) => ({
      priorityClass: c.priorityClass,
      asset: c.asset,
      admittedAmount: oreToAmount(c.admittedOre),
      dividendAmount: oreToAmount(c.dividendOre),
      percent: c.percent,
    })),
    lines: result.lines.map((line) => ({
      lineNumber: line.lineNumber,
      creditorId: line.creditorId,
      creditorName: line.creditorName,
      claimNumbers: line.claimNumbers,
      dividendAmount: oreToAmount(line.dividendOre),
      paidOut: line.paidOut,
      parts: (sharesOf.get(line.creditorId) ?? []).map(partOf),
    })),
  };
}
