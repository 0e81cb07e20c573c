import { formatOrgNumber, isValidOrgNumber, orgNumberDigits } from './org-number';

describe('organisation numbers', () => {
  it.each(['556016-0680', '5560160680', '212000-0142', '16556016-0680', ' 556016 0680 '])(
    'accepts %s, whose check digit holds',
    (value) => expect(isValidOrgNumber(value)).toBe(true),
  );

  it.each(['556016-0681', '556016-068', '55601606800', 'abcdef-ghij', '', '99556016-0680'])(
    'refuses %s',
    (value) => expect(isValidOrgNumber(value)).toBe(false),
  );

  it('writes a valid number as NNNNNN-NNNN and reads its ten digits', () => {
    expect(formatOrgNumber('165560160680')).toBe('556016-0680');
    expect(orgNumberDigits('556016-0680')).toBe('5560160680');
  });
});
