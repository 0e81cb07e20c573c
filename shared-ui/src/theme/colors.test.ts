import { CREDITOR_HEADER_COLOR, FIRM_DEFAULT_COLOR, headerColorFor, readableTextColor } from './colors';

describe('colours', () => {
  it('uses the firm colour for A and U and dark teal otherwise', () => {
    expect(headerColorFor('A', '#1F5F8B')).toBe('#1F5F8B');
    expect(headerColorFor('U', null)).toBe(FIRM_DEFAULT_COLOR);
    expect(headerColorFor('S', '#1F5F8B')).toBe(CREDITOR_HEADER_COLOR);
    expect(headerColorFor('C')).toBe(CREDITOR_HEADER_COLOR);
  });

  it('picks dark text on gold and white text on dark colours', () => {
    expect(readableTextColor(FIRM_DEFAULT_COLOR)).toBe('#1A1A1A');
    expect(readableTextColor(CREDITOR_HEADER_COLOR)).toBe('#FFFFFF');
    expect(readableTextColor('#1F5F8B')).toBe('#FFFFFF');
    expect(readableTextColor('#7A3E9D')).toBe('#FFFFFF');
  });
});
