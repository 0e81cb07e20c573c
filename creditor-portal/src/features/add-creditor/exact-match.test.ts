import type { CreditorListItem } from 'shared-api';
import { canRequest, isExactMatch } from './exact-match';

const approved: CreditorListItem = {
  creditorId: 4,
  creditorName: 'Leverantören AB',
  creditorCompanyOrgNr: '556100-2030',
  creditorEmaill: 'leverantor@creditor.demo',
  representation: 'Approved',
};
const found: CreditorListItem = {
  creditorId: 5,
  creditorName: 'Bygg AB',
  creditorCompanyOrgNr: '556344-5566',
};

describe('isExactMatch', () => {
  it.each(['556100-2030', '5561002030', ' 556100 2030 ', 'LEVERANTOR@creditor.demo '])(
    'counts an approved creditor found by %s',
    (query) => {
      expect(isExactMatch(approved, query)).toBe(true);
    },
  );

  it('leaves out an approved creditor the search did not name', () => {
    expect(isExactMatch(approved, '556344-5566')).toBe(false);
    expect(isExactMatch(approved, '-')).toBe(false);
  });

  it('counts every creditor that is not approved (the server only returns exact matches of those)', () => {
    expect(isExactMatch(found, 'bygg@creditor.demo')).toBe(true);
  });
});

describe('canRequest', () => {
  it('asks a creditor not yet asked, or again after a decline or a revocation', () => {
    expect(canRequest(found)).toBe(true);
    expect(canRequest({ ...found, representation: null })).toBe(true);
    expect(canRequest({ ...found, representation: 'Declined' })).toBe(true);
    expect(canRequest({ ...found, representation: 'Revoked' })).toBe(true);
    expect(canRequest({ ...found, representation: 'Pending' })).toBe(false);
    expect(canRequest(approved)).toBe(false);
  });
});
