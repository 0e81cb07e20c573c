import {
  type Caller,
  type ClaimFacts,
  isCreditorSide,
  isDecided,
  isFiledForOther,
  isFirmStaff,
  isOwnClaim,
  isSelf,
  mayActOnClaim,
  mayManageFirm,
  mayReadCase,
  mayReadCaseHistory,
  mayReadDocument,
  maySeeClaim,
  ownsLink,
  staffsFirm,
} from '../../src/access/policy';

/** The access rules as pure answers, without a database. */

const FIRM = 10;
const OTHER_FIRM = 20;
const callers = {
  S: { userType: 'S', lawFirmId: null, creditorId: null },
  A: { userType: 'A', lawFirmId: FIRM, creditorId: null },
  U: { userType: 'U', lawFirmId: FIRM, creditorId: null },
  A2: { userType: 'A', lawFirmId: OTHER_FIRM, creditorId: null },
  C: { userType: 'C', lawFirmId: null, creditorId: 7 },
  D: { userType: 'D', lawFirmId: null, creditorId: 9 },
} satisfies Record<string, Caller>;
type Name = keyof typeof callers;

/** Which of the callers a rule lets through. */
const allowed = (rule: (caller: Caller) => boolean) =>
  (Object.keys(callers) as Name[]).filter((name) => rule(callers[name]));

const claim = (over: Partial<ClaimFacts> = {}): ClaimFacts => ({
  lawFirmId: FIRM,
  creditorId: 7,
  status: 'Pending',
  isCreatedByLawFirm: false,
  debtByDebtCollector: false,
  debtCollectorId: null,
  ...over,
});
/** A claim the debt collector (9) filed for the creditor 7. */
const filedByD = claim({ debtByDebtCollector: true, debtCollectorId: 9 });

describe('roles and firms', () => {
  it('tells firm staff from the creditor side', () => {
    expect(allowed(isFirmStaff)).toEqual(['A', 'U', 'A2']);
    expect(allowed(isCreditorSide)).toEqual(['C', 'D']);
  });

  it('lets S manage every firm and A or U only their own', () => {
    expect(allowed((c) => staffsFirm(c, FIRM))).toEqual(['A', 'U']);
    expect(allowed((c) => mayManageFirm(c, FIRM))).toEqual(['S', 'A', 'U']);
    expect(allowed((c) => mayManageFirm(c, OTHER_FIRM))).toEqual(['S', 'A2']);
  });

  it('lets a creditor act only on its own account and links', () => {
    expect(allowed((c) => isSelf(c, 7))).toEqual(['C']);
    expect(allowed((c) => ownsLink(c, { creditorId: 9 }))).toEqual(['D']);
  });
});

describe('cases and documents', () => {
  it('shows a case to S, its own firm, and the creditors that follow it', () => {
    expect(allowed((c) => mayReadCase(c, { lawFirmId: FIRM }, true))).toEqual(['S', 'A', 'U', 'C', 'D']);
    expect(allowed((c) => mayReadCase(c, { lawFirmId: FIRM }, false))).toEqual(['S', 'A', 'U']);
  });

  it('shows a draft only to its firm, and a published document to followers too', () => {
    const draft = { lawFirmId: FIRM, status: 'Draft' } as const;
    const published = { lawFirmId: FIRM, status: 'Published' } as const;
    expect(allowed((c) => mayReadDocument(c, draft, true))).toEqual(['A', 'U']);
    expect(allowed((c) => mayReadDocument(c, published, true))).toEqual(['A', 'U', 'C', 'D']);
    expect(allowed((c) => mayReadDocument(c, published, false))).toEqual(['A', 'U']);
  });
});

describe('claims', () => {
  it('knows a creditor’s own claim and one a debt collector filed for another', () => {
    expect(allowed((c) => isOwnClaim(c, claim()))).toEqual(['C']);
    expect(allowed((c) => isFiledForOther(c, filedByD))).toEqual(['D']);
    expect(allowed((c) => isFiledForOther(c, claim({ debtCollectorId: 9 })))).toEqual([]);
  });

  it('lets the debt collector act on what it filed only while the creditor approves it', () => {
    expect(allowed((c) => mayActOnClaim(c, filedByD, true))).toEqual(['C', 'D']);
    expect(allowed((c) => mayActOnClaim(c, filedByD, false))).toEqual(['C']);
  });

  it('shows a claim to the case’s firm and to whoever may act on it', () => {
    expect(allowed((c) => maySeeClaim(c, filedByD, false))).toEqual(['A', 'U', 'C']);
    expect(allowed((c) => maySeeClaim(c, claim({ lawFirmId: OTHER_FIRM }), false))).toEqual(['A2', 'C']);
  });

  it('counts Approved and Paid as decided', () => {
    expect(
      (['Pending', 'Approved', 'Rejected', 'Paid'] as const).filter((status) => isDecided({ status })),
    ).toEqual(['Approved', 'Paid']);
  });
});

describe('mayReadCaseHistory', () => {
  it('lets only the administrator of the firm that runs the case read its history', () => {
    const theCase = { lawFirmId: FIRM };
    expect(mayReadCaseHistory(callers.A, theCase)).toBe(true);
    for (const caller of [callers.S, callers.U, callers.A2, callers.C, callers.D])
      expect(mayReadCaseHistory(caller, theCase)).toBe(false);
  });
});
