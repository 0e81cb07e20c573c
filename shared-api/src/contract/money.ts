import * as z from 'shared-api/zod';

/**
 * Claim amounts are exact SEK with at most two decimals (numeric(14,2) in the
 * database). Decision: on the wire a response carries the amount as a decimal
 * STRING with exactly two decimals ("12500.00"), so no float ever touches it;
 * a request may send a number (12500.5) or a string ("12500.5", "12 500,50"
 * with a Swedish decimal comma and space separators), which the schema
 * normalises to that string. Totals are summed in öre with `sumAmounts`.
 */
export const MAX_AMOUNT_ORE = 99_999_999_999_999n; // 999 999 999 999.99 SEK

const AMOUNT_PATTERN = /^\d{1,12}([.,]\d{1,2})?$/;

/** "12 500,5" | 12500.5 -> "12500.50", or null when it is not an amount. */
export const normaliseAmount = (value: string | number): string | null => {
  const text = (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value)
    .trim()
    .replace(/[\s\u00a0]/g, '');
  if (!AMOUNT_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replace(',', '.').split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** "12500.50" -> 1250050n (öre). */
export const amountToOre = (amount: string): bigint => {
  const normalised = normaliseAmount(amount);
  if (normalised === null) throw new RangeError(`Not an amount: ${amount}`);
  return BigInt(normalised.replace('.', ''));
};

/** 1250050n -> "12500.50" */
export const oreToAmount = (ore: bigint): string => {
  const negative = ore < 0n;
  const digits = (negative ? -ore : ore).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** Exact total of amounts, e.g. for the claim centre's toolbar. */
export const sumAmounts = (amounts: readonly string[]): string =>
  oreToAmount(amounts.reduce((sum, a) => sum + amountToOre(a), 0n));

/** A claim amount in a request: > 0, at most two decimals; parses to "12500.50". */
export const amountInputSchema = z
  .union([z.number({ error: 'validation.amount' }), z.string({ error: 'validation.amountRequired' })])
  .transform((value, ctx) => {
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.amountRequired' });
      return z.NEVER;
    }
    const normalised = normaliseAmount(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.amount' });
      return z.NEVER;
    }
    const ore = BigInt(normalised.replace('.', ''));
    if (ore <= 0n || ore > MAX_AMOUNT_ORE) {
      ctx.addIssue({ code: 'custom', message: 'validation.amountPositive' });
      return z.NEVER;
    }
    return normalised;
  });

/** A claim amount in a response: "12500.50". */
export const amountSchema = z.string().regex(/^-?\d+\.\d{2}$/);
