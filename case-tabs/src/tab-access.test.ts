import { setDisplayTimeZone } from 'shared-ui/light';
import { tabAccess } from './tab-access';
import { truncate } from './text';
import { inPeriod } from './time-filter';

describe('tabAccess', () => {
  it.each(['A', 'U'] as const)('lets %s do all the firm work in the law-firm tabs', (userType) => {
    expect(tabAccess('lawfirm', userType)).toEqual({
      canWriteMessages: true,
      canUseStandardMessage: true,
      canSeeRecipients: true,
      canManageDocuments: true,
      canManageClaimStatus: true,
      canRegisterClaimForCreditor: true,
      canFileOwnClaims: false,
      canDeleteClaims: true,
      canFileForCreditor: false,
    });
  });

  it('lets a creditor write only when the case allows it, and file its own claims', () => {
    expect(tabAccess('creditor', 'C').canWriteMessages).toBe(false);
    expect(tabAccess('creditor', 'C', { allowCreditorMessages: true }).canWriteMessages).toBe(true);
    expect(tabAccess('creditor', 'C')).toMatchObject({
      canManageDocuments: false,
      canManageClaimStatus: false,
      canFileOwnClaims: true,
      canFileForCreditor: false,
    });
    expect(tabAccess('creditor', 'D').canFileForCreditor).toBe(true);
  });

  it('gives a user of the other kind nothing to change', () => {
    expect(Object.values(tabAccess('lawfirm', 'C')).some(Boolean)).toBe(false);
    expect(Object.values(tabAccess('creditor', 'A')).some(Boolean)).toBe(false);
    expect(Object.values(tabAccess('lawfirm', null)).some(Boolean)).toBe(false);
  });
});

describe('truncate', () => {
  it('cuts with an ellipsis only when longer', () => {
    expect(truncate('kort', 150)).toBe('kort');
    expect(truncate('a'.repeat(151), 150)).toBe(`${'a'.repeat(150)}…`);
    expect(truncate(null, 10)).toBe('');
  });
});

describe('inPeriod', () => {
  beforeAll(() => setDisplayTimeZone('Europe/Stockholm'));
  afterAll(() => setDisplayTimeZone(null));
  const now = new Date('2026-03-15T12:00:00Z');
  it.each([
    ['2026-03-10T12:00:00Z', 'week', true],
    ['2026-03-07T12:00:00Z', 'last7', false],
    ['2026-02-20T12:00:00Z', 'month', true],
    ['2026-02-10T12:00:00Z', 'month', false],
    ['2026-02-14T12:00:00Z', 'last30', true],
    ['2026-02-12T12:00:00Z', 'last30', false],
    ['2026-01-01T08:00:00Z', 'thisYear', true],
    ['2025-12-31T23:30:00Z', 'thisYear', true],
    ['2025-12-31T23:30:00Z', 'last7', false],
    ['2025-12-31T22:30:00Z', 'thisYear', false],
    ['2020-01-01T00:00:00Z', 'all', true],
  ] as const)('%s is in %s (Stockholm): %s', (iso, filter, expected) => {
    expect(inPeriod(iso, filter, now)).toBe(expected);
  });
});
