import { type ClaimFacts, deriveClaimState, endOfSwedishDay } from '../../src/claims/claim-state';

const base: ClaimFacts = {
  claimNumber: 7,
  createdOn: new Date('2026-09-01T08:00:00Z'),
  claimsDeadline: '2026-09-30',
  status: 'Pending',
  claimAmount: '10000.00',
  approvedAmount: null,
  decisionReason: null,
  decidedOn: null,
  priorityClass: null,
  priorityAsset: null,
  withdrawnOn: null,
  requests: [],
  objections: [],
};
const before = new Date('2026-09-15T10:00:00Z');
const after = new Date('2026-10-05T10:00:00Z');
const asked = {
  question: 'Which delivery?',
  askedOn: new Date('2026-10-02T09:00:00Z'),
  answer: null,
  answeredOn: null,
};
const answered = { ...asked, answer: 'The May one', answeredOn: new Date('2026-10-03T09:00:00Z') };
const decided: ClaimFacts = {
  ...base,
  status: 'Approved',
  approvedAmount: '8000.00',
  decisionReason: 'Freight not owed',
  decidedOn: new Date('2026-10-04T09:00:00Z'),
  priorityClass: 'GeneralPriority',
};

describe('the claim state a creditor sees', () => {
  it('is Received with its receipt number before the claims deadline ends', () => {
    const seen = deriveClaimState(base, before);
    expect(seen).toMatchObject({ state: 'Received', claimNumber: 7, question: null, admittedAmount: null });
    expect(seen.timeline.map((s) => s.step)).toEqual(['Received']);
  });

  it('is UnderReview once the deadline has ended in Swedish time, with the step dated then', () => {
    expect(deriveClaimState(base, new Date('2026-09-30T21:59:59Z')).state).toBe('Received');
    const seen = deriveClaimState(base, new Date('2026-09-30T22:00:00Z'));
    expect(seen.state).toBe('UnderReview');
    expect(seen.timeline[1]).toEqual({ step: 'UnderReview', on: '2026-09-30T22:00:00.000Z', text: null });
  });

  it('shows an open question, and returns to review when answered', () => {
    expect(deriveClaimState({ ...base, requests: [asked] }, before)).toMatchObject({
      state: 'InformationRequested',
      question: 'Which delivery?',
    });
    const back = deriveClaimState({ ...base, claimsDeadline: null, requests: [answered] }, before);
    expect(back).toMatchObject({ state: 'UnderReview', question: null });
    expect(back.timeline.map((s) => [s.step, s.text])).toEqual([
      ['Received', null],
      ['InformationRequested', 'Which delivery?'],
      ['InformationGiven', 'The May one'],
    ]);
  });

  it('is Decided with the admitted amount, the class and the reason', () => {
    const seen = deriveClaimState({ ...decided, requests: [answered] }, after);
    expect(seen).toMatchObject({
      state: 'Decided',
      admittedAmount: '8000.00',
      priorityClass: 'GeneralPriority',
      decisionReason: 'Freight not owed',
    });
    expect(seen.timeline.map((s) => s.step)).toEqual([
      'Received',
      'UnderReview',
      'InformationRequested',
      'InformationGiven',
      'Decided',
    ]);
  });

  it('admits a whole claim without an amount, and nothing of a rejected one', () => {
    expect(deriveClaimState({ ...decided, approvedAmount: null }, after).admittedAmount).toBe('10000.00');
    expect(
      deriveClaimState({ ...decided, status: 'Rejected', approvedAmount: null }, after).admittedAmount,
    ).toBe('0.00');
  });

  it('follows the objections: disputed over open over settled over decided; a withdrawn one says nothing', () => {
    const with_ = (...states: ClaimFacts['objections'][number]['state'][]) =>
      deriveClaimState({ ...decided, objections: states.map((state) => ({ state })) }, after).state;
    expect(with_('Withdrawn')).toBe('Decided');
    expect(with_('Decided')).toBe('Decided');
    expect(with_('Settled', 'Decided')).toBe('Settled');
    expect(with_('Open', 'Settled')).toBe('Objected');
    expect(with_('Open', 'Disputed')).toBe('Disputed');
  });

  it('dates the objection steps in the timeline: objected, disputed when the settlement deadline ended, settled', () => {
    const filedOn = new Date('2026-10-10T09:00:00Z');
    const disputedFrom = new Date('2026-10-31T23:00:00Z');
    const settledOn = new Date('2026-11-05T09:00:00Z');
    const seen = deriveClaimState(
      {
        ...decided,
        objections: [
          { state: 'Disputed', filedOn, disputedFrom, settledOn: null, decidedOn: null },
          { state: 'Settled', filedOn, settledOn, decidedOn: null, disputedFrom: null },
          { state: 'Withdrawn', filedOn, settledOn: null, decidedOn: null, disputedFrom: null },
        ],
      },
      new Date('2026-11-20T10:00:00Z'),
    );
    expect(seen.state).toBe('Disputed');
    expect(seen.timeline.map((s) => [s.step, s.on])).toEqual([
      ['Received', base.createdOn.toISOString()],
      ['UnderReview', endOfSwedishDay('2026-09-30').toISOString()],
      ['Decided', '2026-10-04T09:00:00.000Z'],
      ['Objected', filedOn.toISOString()],
      ['Objected', filedOn.toISOString()],
      ['Disputed', disputedFrom.toISOString()],
      ['Settled', settledOn.toISOString()],
    ]);
  });

  it('is Withdrawn over everything, with no amount counted and the step last', () => {
    const seen = deriveClaimState(
      { ...decided, withdrawnOn: new Date('2026-10-05T08:00:00Z'), objections: [{ state: 'Disputed' }] },
      after,
    );
    expect(seen).toMatchObject({ state: 'Withdrawn', admittedAmount: null, priorityClass: null });
    expect(seen.timeline.at(-1)?.step).toBe('Withdrawn');
  });

  it('reviews a late claim from its filing, not from the deadline', () => {
    const late = deriveClaimState({ ...base, createdOn: new Date('2026-10-02T08:00:00Z') }, after);
    expect(late.state).toBe('UnderReview');
    expect(late.timeline.map((s) => s.step)).toEqual(['Received']);
  });
});

describe('the end of a Swedish day', () => {
  it('is midnight in Stockholm, summer and winter', () => {
    expect(endOfSwedishDay('2026-06-30').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(endOfSwedishDay('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(endOfSwedishDay('2026-10-24').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(endOfSwedishDay('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});
