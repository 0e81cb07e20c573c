import { forgotPassword } from './account';
import { deleteClaim, lawFirmGetClaims } from './claims';
import { isCreditorSide, isFirmStaff, mayCall } from './roles';

describe('roles', () => {
  it('names the firm staff and the creditor side', () => {
    expect((['S', 'A', 'U', 'C', 'D'] as const).filter(isFirmStaff)).toEqual(['A', 'U']);
    expect((['S', 'A', 'U', 'C', 'D'] as const).filter(isCreditorSide)).toEqual(['C', 'D']);
    expect(isFirmStaff(null)).toBe(false);
  });

  it("reads mayCall from the endpoint's roles; a public endpoint is anyone's", () => {
    expect(mayCall(lawFirmGetClaims, 'U')).toBe(true);
    expect(mayCall(lawFirmGetClaims, 'C')).toBe(false);
    expect(mayCall(deleteClaim, null)).toBe(false);
    expect(mayCall(forgotPassword, null)).toBe(true);
  });
});
