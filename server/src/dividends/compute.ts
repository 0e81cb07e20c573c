import type { PriorityClass } from 'shared-api/contract';
import type { AdmittedClaim } from '../db/dividends-repository';

/**
 * The dividend (utdelning) of every admitted claim, in öre, from the amounts the trustee distributes.
 * Pure: no database, no dates. The rules (docs/decisions/0037-dividend-computation.md):
 *
 * - each asset's amount pays the claims with a special priority in that asset first; what a claim does
 *   not get from its asset continues as a non-priority claim, and what an asset has left over after its
 *   claims are paid in full joins the amount for the rest;
 * - the rest pays general priority, then non-priority, then subordinated claims: a class gets anything
 *   only once every class before it is paid in full; what is left after every claim is paid in full is
 *   the surplus, which stays in the estate;
 * - within a class (a special priority: within its asset) the amount is shared pro rata to the admitted
 *   amounts, in whole öre by the largest-remainder rule, so the shares add up exactly to the amount the
 *   class gets (ties: the lower claim number first);
 * - a creditor's line is the sum of its claims' dividends; a line below the minimum dividend is not paid
 *   out and its amount stays in the estate (it still counts as distributed: the creditor's share is
 *   fixed by the proposal, only the payment is left out).
 */

/** An admitted claim as the proposal reads it (db/dividends-repository.ts: the repository owns its rows). */
export type { AdmittedClaim };

export interface AssetAmount {
  asset: string;
  amountOre: bigint;
}

export interface Distribution {
  /** The proceeds of each asset that special priorities attach to. */
  assets: readonly AssetAmount[];
  /** The amount for general priority, non-priority and subordinated claims. */
  restOre: bigint;
  /** A creditor's line below this is not paid out. */
  minimumOre: bigint;
}

/** One claim's part in one class: a special priority's uncovered part is a second, non-priority part. */
export interface ClaimShare {
  claimId: number;
  claimNumber: number;
  creditorId: number;
  priorityClass: PriorityClass;
  /** The asset of a special priority, else null. */
  asset: string | null;
  /** A non-priority part that is what a special priority's asset did not cover. */
  uncovered: boolean;
  admittedOre: bigint;
  dividendOre: bigint;
}

/** A class (a special priority: one asset) with what it was owed and what it got. */
export interface ClassResult {
  priorityClass: PriorityClass;
  asset: string | null;
  admittedOre: bigint;
  dividendOre: bigint;
  /** dividend / admitted in per cent with two decimals, cut (never rounded up to a full payment). */
  percent: string;
}

export interface CreditorLine {
  /** 1, 2, 3, … in the order of each creditor's lowest claim number. */
  lineNumber: number;
  creditorId: number;
  creditorName: string;
  claimNumbers: number[];
  dividendOre: bigint;
  /** At least the minimum (and above 0): paid out. */
  paidOut: boolean;
}

export interface ProposalResult {
  classes: ClassResult[];
  shares: ClaimShare[];
  lines: CreditorLine[];
  /** What the trustee entered: every asset's amount and the rest. */
  enteredOre: bigint;
  /** The sum of every claim's dividend. */
  distributedOre: bigint;
  /** Left after every claim was paid in full: stays in the estate. */
  surplusOre: bigint;
  /** The lines below the minimum: distributed, not paid out. */
  notPaidOutOre: bigint;
  paidOutOre: bigint;
}

/** Why a proposal cannot be computed; the claim numbers or assets it names. */
export class ProposalInputError extends Error {
  constructor(
    readonly reason:
      | 'undecidedClaims'
      | 'specialWithoutAsset'
      | 'unknownAssets'
      | 'duplicateAssets'
      | 'negative',
    readonly names: readonly (string | number)[],
  ) {
    super(`${reason}: ${names.join(', ')}`);
    this.name = 'ProposalInputError';
  }
}

export const CLASS_ORDER: readonly PriorityClass[] = [
  'SpecialPriority',
  'GeneralPriority',
  'NonPriority',
  'Subordinated',
];

interface Part {
  claim: AdmittedClaim;
  priorityClass: PriorityClass;
  asset: string | null;
  uncovered: boolean;
  admittedOre: bigint;
}

/**
 * Shares `pool` among the parts pro rata to their admitted amounts: each the whole öre below its exact
 * share, then one öre more to each of the largest remainders until the pool is used up. A pool at least
 * the parts' total pays every part in full. Returns the shares in the parts' order.
 */
export function shareOut(pool: bigint, admitted: readonly bigint[], tieOrder: readonly number[]): bigint[] {
  const total = admitted.reduce((sum, a) => sum + a, 0n);
  if (total === 0n) return admitted.map(() => 0n);
  if (pool >= total) return [...admitted];
  const shares = admitted.map((a) => (pool * a) / total);
  let left = pool - shares.reduce((sum, s) => sum + s, 0n);
  const byRemainder = admitted
    .map((a, index) => ({ index, remainder: (pool * a) % total }))
    .sort((x, y) =>
      x.remainder === y.remainder
        ? (tieOrder[x.index] ?? 0) - (tieOrder[y.index] ?? 0)
        : x.remainder > y.remainder
          ? -1
          : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

/** "23.45": part / whole in per cent, two decimals, cut; "0.00" for nothing owed. */
export function percentOf(part: bigint, whole: bigint): string {
  if (whole <= 0n) return '0.00';
  const hundredths = (part * 10_000n) / whole;
  const text = hundredths.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

function checkInput(claims: readonly AdmittedClaim[], distribution: Distribution): void {
  const undecided = claims.filter((c) => c.priorityClass === null).map((c) => c.claimNumber);
  if (undecided.length) throw new ProposalInputError('undecidedClaims', undecided);
  const noAsset = claims
    .filter((c) => c.priorityClass === 'SpecialPriority' && !c.priorityAsset?.trim())
    .map((c) => c.claimNumber);
  if (noAsset.length) throw new ProposalInputError('specialWithoutAsset', noAsset);
  const names = distribution.assets.map((a) => a.asset);
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
  if (duplicates.length) throw new ProposalInputError('duplicateAssets', [...new Set(duplicates)]);
  const claimed = new Set(claims.map((c) => c.priorityAsset?.trim()).filter(Boolean));
  const unknown = names.filter((name) => !claimed.has(name));
  if (unknown.length) throw new ProposalInputError('unknownAssets', unknown);
  const amounts = [
    distribution.restOre,
    distribution.minimumOre,
    ...distribution.assets.map((a) => a.amountOre),
  ];
  if (amounts.some((a) => a < 0n)) throw new ProposalInputError('negative', []);
}

const byClaimNumber = (x: Part, y: Part) => x.claim.claimNumber - y.claim.claimNumber;

/** Shares a pool among parts and records them; returns what the pool has left. */
function payClass(
  pool: bigint,
  parts: Part[],
  into: { shares: ClaimShare[]; classes: ClassResult[] },
  priorityClass: PriorityClass,
  asset: string | null,
): { left: bigint; shares: bigint[] } {
  if (parts.length === 0) return { left: pool, shares: [] };
  const admitted = parts.map((p) => p.admittedOre);
  const shares = shareOut(
    pool,
    admitted,
    parts.map((p) => p.claim.claimNumber),
  );
  const paid = shares.reduce((sum, s) => sum + s, 0n);
  const owed = admitted.reduce((sum, a) => sum + a, 0n);
  parts.forEach((part, index) => {
    into.shares.push({
      claimId: part.claim.claimId,
      claimNumber: part.claim.claimNumber,
      creditorId: part.claim.creditorId,
      priorityClass: part.priorityClass,
      asset: part.asset,
      uncovered: part.uncovered,
      admittedOre: part.admittedOre,
      dividendOre: shares[index] ?? 0n,
    });
  });
  into.classes.push({
    priorityClass,
    asset,
    admittedOre: owed,
    dividendOre: paid,
    percent: percentOf(paid, owed),
  });
  return { left: pool - paid, shares };
}

function creditorLines(claims: readonly AdmittedClaim[], shares: readonly ClaimShare[], minimumOre: bigint) {
  const byCreditor = new Map<
    number,
    { name: string; numbers: Set<number>; dividend: bigint; first: number }
  >();
  for (const claim of claims) {
    const line = byCreditor.get(claim.creditorId);
    if (line) {
      line.numbers.add(claim.claimNumber);
      line.first = Math.min(line.first, claim.claimNumber);
    } else
      byCreditor.set(claim.creditorId, {
        name: claim.creditorName,
        numbers: new Set([claim.claimNumber]),
        dividend: 0n,
        first: claim.claimNumber,
      });
  }
  for (const share of shares) {
    const line = byCreditor.get(share.creditorId);
    if (line) line.dividend += share.dividendOre;
  }
  return [...byCreditor]
    .sort(([, x], [, y]) => x.first - y.first)
    .map(
      ([creditorId, line], index): CreditorLine => ({
        lineNumber: index + 1,
        creditorId,
        creditorName: line.name,
        claimNumbers: [...line.numbers].sort((x, y) => x - y),
        dividendOre: line.dividend,
        paidOut: line.dividend > 0n && line.dividend >= minimumOre,
      }),
    );
}

/** The proposal's dividends: see the rules at the top of this file. */
export function computeProposal(
  claims: readonly AdmittedClaim[],
  distribution: Distribution,
): ProposalResult {
  checkInput(claims, distribution);
  const into = { shares: [] as ClaimShare[], classes: [] as ClassResult[] };
  const part = (
    claim: AdmittedClaim,
    priorityClass: PriorityClass,
    admittedOre = claim.admittedOre,
  ): Part => ({
    claim,
    priorityClass,
    asset: priorityClass === 'SpecialPriority' ? (claim.priorityAsset?.trim() ?? null) : null,
    uncovered: false,
    admittedOre,
  });
  const ofClass = (priorityClass: PriorityClass) =>
    claims.filter((c) => c.priorityClass === priorityClass).map((c) => part(c, priorityClass));

  let rest = distribution.restOre;
  const uncovered: Part[] = [];
  const amountOf = new Map(distribution.assets.map((a) => [a.asset, a.amountOre]));
  const special = ofClass('SpecialPriority').sort(byClaimNumber);
  const assets = [...new Set(special.map((p) => p.asset as string))].sort((x, y) => x.localeCompare(y, 'sv'));
  for (const asset of assets) {
    const parts = special.filter((p) => p.asset === asset);
    const { left, shares } = payClass(amountOf.get(asset) ?? 0n, parts, into, 'SpecialPriority', asset);
    rest += left;
    parts.forEach((p, index) => {
      const short = p.admittedOre - (shares[index] ?? 0n);
      if (short > 0n)
        uncovered.push({
          ...p,
          priorityClass: 'NonPriority',
          asset: null,
          uncovered: true,
          admittedOre: short,
        });
    });
  }
  for (const priorityClass of CLASS_ORDER.slice(1)) {
    const parts = [...ofClass(priorityClass), ...(priorityClass === 'NonPriority' ? uncovered : [])].sort(
      (x, y) => byClaimNumber(x, y) || Number(x.uncovered) - Number(y.uncovered),
    );
    rest = payClass(rest, parts, into, priorityClass, null).left;
  }

  const entered = distribution.assets.reduce((sum, a) => sum + a.amountOre, distribution.restOre);
  const distributed = into.shares.reduce((sum, s) => sum + s.dividendOre, 0n);
  const lines = creditorLines(claims, into.shares, distribution.minimumOre);
  const paidOut = lines.filter((l) => l.paidOut).reduce((sum, l) => sum + l.dividendOre, 0n);
  return {
    classes: into.classes,
    shares: into.shares,
    lines,
    enteredOre: entered,
    distributedOre: distributed,
    surplusOre: rest,
    notPaidOutOre: distributed - paidOut,
    paidOutOre: paidOut,
  };
}
