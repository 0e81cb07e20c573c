import fc from 'fast-check';
import { type PriorityClass, priorityClassSchema } from 'shared-api/contract';
import {
  type AdmittedClaim,
  CLASS_ORDER,
  computeProposal,
  type Distribution,
  ProposalInputError,
  percentOf,
  shareOut,
} from '../../src/dividends/compute';

const sum = (values: readonly bigint[]) => values.reduce((total, v) => total + v, 0n);
const kr = (amount: number) => BigInt(Math.round(amount * 100));

const claim = (
  claimNumber: number,
  creditorId: number,
  admitted: number,
  priorityClass: PriorityClass | null,
  priorityAsset: string | null = null,
): AdmittedClaim => ({
  claimId: 1000 + claimNumber,
  claimNumber,
  creditorId,
  creditorName: `Borgenär ${creditorId}`,
  admittedOre: kr(admitted),
  priorityClass,
  priorityAsset,
});

describe('sharing one amount pro rata in whole öre', () => {
  it('gives the left-over öre to the largest remainders, so the shares add up exactly', () => {
    // 100 öre over three equal claims: 33.33… each, one öre left for the lowest claim number.
    expect(shareOut(100n, [1000n, 1000n, 1000n], [3, 1, 2])).toEqual([33n, 34n, 33n]);
    // 10 öre 1:2: 3.33 and 6.67: the larger remainder (0.67) gets it.
    expect(shareOut(10n, [100n, 200n], [1, 2])).toEqual([3n, 7n]);
  });

  it('pays every part in full when the amount covers them, and nothing from nothing', () => {
    expect(shareOut(5000n, [1000n, 2000n], [1, 2])).toEqual([1000n, 2000n]);
    expect(shareOut(0n, [1000n, 2000n], [1, 2])).toEqual([0n, 0n]);
  });

  it('writes the percentage cut to two decimals, never a full payment that is not one', () => {
    expect(percentOf(2345n, 10000n)).toBe('23.45');
    expect(percentOf(99999n, 100000n)).toBe('99.99');
    expect(percentOf(1n, 3n)).toBe('33.33');
    expect(percentOf(5n, 5n)).toBe('100.00');
    expect(percentOf(0n, 0n)).toBe('0.00');
  });
});

describe('a proposal', () => {
  it('pays an asset to its special priorities first, the uncovered part as non-priority, then the rest in order', () => {
    const result = computeProposal(
      [
        claim(1, 1, 100_000, 'SpecialPriority', 'Fastigheten Norrby 1:23'),
        claim(2, 2, 50_000, 'GeneralPriority'),
        claim(3, 3, 40_000, 'NonPriority'),
        claim(4, 2, 60_000, 'NonPriority'),
        claim(5, 4, 10_000, 'Subordinated'),
      ],
      {
        assets: [{ asset: 'Fastigheten Norrby 1:23', amountOre: kr(80_000) }],
        restOre: kr(70_000),
        minimumOre: kr(300),
      },
    );
    const byClass = Object.fromEntries(result.classes.map((c) => [c.asset ?? c.priorityClass, c]));
    expect(byClass['Fastigheten Norrby 1:23']).toMatchObject({ dividendOre: kr(80_000), percent: '80.00' });
    expect(byClass.GeneralPriority).toMatchObject({ dividendOre: kr(50_000), percent: '100.00' });
    // 20,000 left for non-priority: claims 3 and 4 and the 20,000 claim 1 did not get from its asset.
    expect(byClass.NonPriority).toMatchObject({
      admittedOre: kr(120_000),
      dividendOre: kr(20_000),
      percent: '16.66',
    });
    expect(byClass.Subordinated).toMatchObject({ dividendOre: 0n });
    const uncovered = result.shares.find((s) => s.claimNumber === 1 && s.uncovered);
    expect(uncovered).toMatchObject({ priorityClass: 'NonPriority', admittedOre: kr(20_000) });
    expect(result.distributedOre).toBe(kr(150_000));
    expect(result.surplusOre).toBe(0n);
    // Creditor 2's two claims make one line: 50,000 + 60,000 × 20,000 / 120,000.
    expect(result.lines.find((l) => l.creditorId === 2)).toMatchObject({
      lineNumber: 2,
      claimNumbers: [2, 4],
      dividendOre: kr(60_000),
      paidOut: true,
    });
  });

  it('lets an asset left over after its claims join the rest, and keeps what no claim needs as surplus', () => {
    const result = computeProposal(
      [claim(1, 1, 1_000, 'SpecialPriority', 'Bilen'), claim(2, 2, 2_000, 'NonPriority')],
      { assets: [{ asset: 'Bilen', amountOre: kr(5_000) }], restOre: kr(500), minimumOre: 0n },
    );
    expect(result.classes.find((c) => c.priorityClass === 'NonPriority')?.dividendOre).toBe(kr(2_000));
    expect(result.surplusOre).toBe(kr(2_500));
  });

  it('shows a line below the minimum as not paid out, its amount kept in the estate', () => {
    const result = computeProposal([claim(1, 1, 1_000, 'NonPriority'), claim(2, 2, 99_000, 'NonPriority')], {
      assets: [],
      restOre: kr(10_000),
      minimumOre: kr(300),
    });
    expect(result.lines.map((l) => [l.dividendOre, l.paidOut])).toEqual([
      [kr(100), false],
      [kr(9_900), true],
    ]);
    expect(result.notPaidOutOre).toBe(kr(100));
    expect(result.paidOutOre).toBe(kr(9_900));
  });

  it('refuses claims without a decided class, or a special priority without its asset, naming them', () => {
    expect(() =>
      computeProposal([claim(4, 1, 10, null), claim(7, 1, 10, null), claim(8, 1, 10, 'NonPriority')], {
        assets: [],
        restOre: 0n,
        minimumOre: 0n,
      }),
    ).toThrow(new ProposalInputError('undecidedClaims', [4, 7]));
    expect(() =>
      computeProposal([claim(2, 1, 10, 'SpecialPriority')], { assets: [], restOre: 0n, minimumOre: 0n }),
    ).toThrow(new ProposalInputError('specialWithoutAsset', [2]));
  });

  it('refuses an amount for an asset no claim attaches to, and an asset entered twice', () => {
    const claims = [claim(1, 1, 10, 'SpecialPriority', 'Lagret')];
    expect(() =>
      computeProposal(claims, { assets: [{ asset: 'Lagret ', amountOre: 1n }], restOre: 0n, minimumOre: 0n }),
    ).toThrow(ProposalInputError);
    expect(() =>
      computeProposal(claims, {
        assets: [
          { asset: 'Lagret', amountOre: 1n },
          { asset: 'Lagret', amountOre: 2n },
        ],
        restOre: 0n,
        minimumOre: 0n,
      }),
    ).toThrow(new ProposalInputError('duplicateAssets', ['Lagret']));
  });
});

// ---------------------------------------------------------------------------------------------------
// Property: on any admitted claims and any amounts, the arithmetic holds.

const ASSETS = ['Fastigheten', 'Företagsinteckning', 'Lagret'];
const classArb = fc.constantFrom(...priorityClassSchema.options);
const claimsArb = fc
  .array(
    fc.record({
      creditorId: fc.integer({ min: 1, max: 6 }),
      admittedOre: fc.bigInt({ min: 1n, max: 10_000_000_000n }),
      priorityClass: classArb,
      asset: fc.constantFrom(...ASSETS),
    }),
    { maxLength: 25 },
  )
  .map((rows) =>
    rows.map(
      (row, index): AdmittedClaim => ({
        claimId: index + 1,
        claimNumber: index + 1,
        creditorId: row.creditorId,
        creditorName: `Borgenär ${row.creditorId}`,
        admittedOre: row.admittedOre,
        priorityClass: row.priorityClass,
        priorityAsset: row.priorityClass === 'SpecialPriority' ? row.asset : null,
      }),
    ),
  );
const caseArb = claimsArb.chain((claims) => {
  const owed = sum(claims.map((c) => c.admittedOre));
  const used = [...new Set(claims.map((c) => c.priorityAsset).filter((a): a is string => a !== null))];
  const amount = fc.bigInt({ min: 0n, max: (owed * 3n) / 2n + 1n });
  return fc.record({
    claims: fc.constant(claims),
    distribution: fc.record({
      assets: fc
        .subarray(used)
        .chain((assets) =>
          fc.tuple(...assets.map((asset) => amount.map((amountOre) => ({ asset, amountOre })))),
        ),
      restOre: amount,
      minimumOre: fc.bigInt({ min: 0n, max: 100_000n }),
    }) as fc.Arbitrary<Distribution>,
  });
});

/** Every rule the proposal keeps, as named failures (plain checks: `expect` 10,000 times over is slow). */
function broken(claims: readonly AdmittedClaim[], distribution: Distribution): string[] {
  const result = computeProposal(claims, distribution);
  const fails: string[] = [];
  const check = (ok: boolean, rule: string) => {
    if (!ok) fails.push(rule);
  };
  // Every öre entered is distributed or left as surplus; every total is the sum of its lines.
  check(result.distributedOre + result.surplusOre === result.enteredOre, 'entered = distributed + surplus');
  check(sum(result.shares.map((s) => s.dividendOre)) === result.distributedOre, 'claims add up');
  check(sum(result.classes.map((c) => c.dividendOre)) === result.distributedOre, 'classes add up');
  check(sum(result.lines.map((l) => l.dividendOre)) === result.distributedOre, 'lines add up');
  check(result.paidOutOre + result.notPaidOutOre === result.distributedOre, 'paid out + not paid out');
  const parts = new Map<string, typeof result.shares>();
  for (const s of result.shares) {
    const key = `${s.priorityClass}:${s.asset}`;
    parts.set(key, [...(parts.get(key) ?? []), s]);
  }
  for (const c of result.classes) {
    const own = parts.get(`${c.priorityClass}:${c.asset}`) ?? [];
    check(sum(own.map((s) => s.dividendOre)) === c.dividendOre, 'a class is the sum of its claims');
    check(sum(own.map((s) => s.admittedOre)) === c.admittedOre, 'a class owes what its claims do');
    check(c.dividendOre <= c.admittedOre, 'no class gets more than it is owed');
    // Pro rata: each part within one öre of its exact share.
    for (const s of own) {
      const diff = s.dividendOre * c.admittedOre - s.admittedOre * c.dividendOre;
      check(diff < c.admittedOre && -diff < c.admittedOre, 'pro rata within one öre');
    }
  }
  for (const s of result.shares)
    check(s.dividendOre >= 0n && s.dividendOre <= s.admittedOre, 'no negative line');
  for (const l of result.lines)
    check(l.paidOut === (l.dividendOre > 0n && l.dividendOre >= distribution.minimumOre), 'the minimum');
  // Order: the rest reaches a class only when every class before it is paid in full, and a surplus is
  // left only when every class the rest pays is (an asset pays only its own claims).
  const rest = result.classes.filter((c) => c.asset === null);
  rest.forEach((c, index) => {
    if (c.dividendOre > 0n)
      for (const before of rest.slice(0, index))
        check(before.dividendOre === before.admittedOre, 'class order');
  });
  if (result.surplusOre > 0n) for (const c of rest) check(c.dividendOre === c.admittedOre, 'surplus last');
  const order = rest.map((c) => CLASS_ORDER.indexOf(c.priorityClass));
  check(
    order.every((o, i) => i === 0 || (order[i - 1] ?? 0) < o),
    'classes listed in order',
  );
  // A special priority's uncovered part continues as a non-priority part of the same size.
  const uncovered = new Map(result.shares.filter((x) => x.uncovered).map((x) => [x.claimId, x.admittedOre]));
  for (const s of result.shares.filter((x) => x.priorityClass === 'SpecialPriority'))
    check((uncovered.get(s.claimId) ?? 0n) === s.admittedOre - s.dividendOre, 'uncovered part');
  return fails;
}

describe('the arithmetic of 10,000 generated proposals', () => {
  it('is exact, never negative, and keeps the classes in order', () => {
    fc.assert(
      fc.property(caseArb, ({ claims, distribution }) => {
        const fails = broken(claims, distribution);
        if (fails.length) throw new Error(`broken: ${[...new Set(fails)].join('; ')}`);
      }),
      { numRuns: 10_000 },
    );
  });
});
