import { dividendAccess } from './dividend-access';

const draft = { status: 'Draft', finalOn: null, confirmedOn: null } as const;
const published = { status: 'Published', finalOn: null, confirmedOn: null } as const;
const final = { status: 'Published', finalOn: '2026-10-22', confirmedOn: '2026-10-01' } as const;

describe('who may do what with dividends', () => {
  it('lets A and U draft and publish, and only A record the decision dates', () => {
    expect(dividendAccess('U', draft)).toMatchObject({
      canDraft: true,
      canPublish: true,
      canRecordDecision: false,
    });
    expect(dividendAccess('U', published)).toMatchObject({ canRecordSent: true, canRecordDecision: false });
    expect(dividendAccess('A', published)).toMatchObject({ canRecordSent: true, canRecordDecision: true });
  });

  it('keeps the payment file and payments for A once the version is final', () => {
    expect(dividendAccess('A', published).canPay).toBe(false);
    expect(dividendAccess('A', final)).toMatchObject({
      canPay: true,
      canRecordDecision: false,
      canDraft: false,
    });
    expect(dividendAccess('U', final).canPay).toBe(false);
  });

  it('gives creditors and the platform administrator nothing', () => {
    for (const role of ['C', 'D', 'S', null] as const)
      expect(Object.values(dividendAccess(role, draft)).some(Boolean)).toBe(false);
  });
});
