/**
 * Swedish organisation numbers (organisationsnummer, also personnummer for a
 * sole trader): ten digits, the last a Luhn check digit over the first nine,
 * written "556677-8899" or "5566778899"; a twelve-digit form ("16" or a century
 * before the ten) is accepted too. Spaces and the dash are ignored.
 */

/** The ten digits of an organisation number as written, or null when it has not 10 (or 12) digits. */
export function orgNumberDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (/^\d{10}$/.test(digits)) return digits;
  if (/^(16|18|19|20)\d{10}$/.test(digits)) return digits.slice(2);
  return null;
}

/** Luhn over the ten digits: weights 2,1,2,1… from the left, digit sums added, total divisible by 10. */
export function luhnValid(tenDigits: string): boolean {
  let sum = 0;
  for (let i = 0; i < tenDigits.length; i++) {
    let n = Number(tenDigits[i]) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  return sum % 10 === 0;
}

/** True for a well-formed organisation number whose check digit holds. */
export const isValidOrgNumber = (value: string): boolean => {
  const digits = orgNumberDigits(value);
  return digits !== null && luhnValid(digits);
};

/** The usual written form, "556677-8899", of a valid number (else the value trimmed). */
export const formatOrgNumber = (value: string): string => {
  const digits = orgNumberDigits(value);
  return digits ? `${digits.slice(0, 6)}-${digits.slice(6)}` : value.trim();
};
