import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { parse as parseAccount } from 'kontonummer';
import * as z from 'shared-api/zod';
import { dateTimeSchema, idSchema, requiredText, signInPasswordSchema } from './common';
import { endpointGroup } from './endpoint';

/**
 * Where a creditor's dividend goes (beyond the original contract): a Swedish bank account (clearing number and
 * account number, checked with `kontonummer` against Bankgirot's rules for each bank), a bankgiro or
 * plusgiro number (check digit), or an IBAN with its BIC for a foreign creditor (`ibantools`). The
 * browser validates with these same schemas. A creditor (or its approved debt collector, for it) gives
 * them with its password again; a change is mailed, audited and held before payment (server README).
 */

export const BANK_DETAILS_KINDS = ['BankAccount', 'Bankgiro', 'Plusgiro', 'Iban'] as const;
export const bankDetailsKindSchema = z.enum(BANK_DETAILS_KINDS, { error: 'validation.bankDetailsKind' });
export type BankDetailsKind = z.infer<typeof bankDetailsKindSchema>;

const digitsOf = (value: string) => value.replace(/[\s.-]/g, '');

/** Luhn (modulus 10) from the right: the check digit of bankgiro and plusgiro numbers. */
export function luhnFromRight(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]) * (i % 2 === 1 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  return digits.length > 1 && sum % 10 === 0;
}

/** A Swedish account: the bank's clearing number and the account number, valid together by the bank's rule. */
export function swedishAccount(clearing: string, account: string) {
  try {
    const parsed = parseAccount(clearing, account, { mode: 'strict' });
    return {
      bankName: parsed.bankName,
      clearingNumber: parsed.sortingCode,
      accountNumber: parsed.accountNumber,
    };
  } catch {
    return null;
  }
}

/** Bankgiro: 7 or 8 digits, "5050-1055", the last a Luhn check digit. */
export const isValidBankgiro = (value: string) =>
  /^\d{7,8}$/.test(digitsOf(value)) && luhnFromRight(digitsOf(value));
/** Plusgiro: 2 to 8 digits, "90 20 03-3", the last a Luhn check digit. */
export const isValidPlusgiro = (value: string) =>
  /^\d{2,8}$/.test(digitsOf(value)) && luhnFromRight(digitsOf(value));

const bankAccountSchema = z
  .object({
    kind: z.literal('BankAccount'),
    clearingNumber: requiredText('validation.required', 10).describe(
      'The bank\'s clearing number, "8327-9" or "5839"',
    ),
    accountNumber: requiredText('validation.required', 20).describe(
      'The account number without the clearing number',
    ),
  })
  .transform((value, ctx) => {
    const account = swedishAccount(value.clearingNumber, value.accountNumber);
    if (!account) {
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: 'validation.bankAccount' });
      return z.NEVER;
    }
    return { kind: value.kind, clearingNumber: account.clearingNumber, accountNumber: account.accountNumber };
  });

/** A giro number as written (at most 12 characters), checked by its kind's rule, sent on as its digits. */
const giroSchema = <K extends string>(
  kind: K,
  isValid: (value: string) => boolean,
  invalidKey: string,
  example: string,
) =>
  z.object({
    kind: z.literal(kind),
    number: requiredText('validation.required', 12)
      .refine(isValid, invalidKey)
      .transform(digitsOf)
      .describe(example),
  });

const bankgiroSchema = giroSchema('Bankgiro', isValidBankgiro, 'validation.bankgiro', '"5050-1055"');
const plusgiroSchema = giroSchema('Plusgiro', isValidPlusgiro, 'validation.plusgiro', '"90 20 03-3"');

/** An IBAN in its electronic form ("SE4550000000058398257466"), spaces and case as written allowed. */
export const ibanSchema = requiredText('validation.required', 50)
  .transform((value) => electronicFormatIBAN(value) ?? '')
  .refine((value) => isValidIBAN(value), 'validation.iban');
/** A BIC of 8 or 11 characters ("ESSESESS"). */
export const bicSchema = requiredText('validation.required', 11)
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .refine((value) => isValidBIC(value), 'validation.bic');

const ibanAccountSchema = z.object({ kind: z.literal('Iban'), iban: ibanSchema, bic: bicSchema });

/** The bank details as a creditor enters them; the output is normalised (digits only, IBAN without spaces). */
export const bankDetailsInputSchema = z.discriminatedUnion(
  'kind',
  [bankAccountSchema, bankgiroSchema, plusgiroSchema, ibanAccountSchema],
  { error: 'validation.bankDetailsKind' },
);
export type BankDetailsInput = z.input<typeof bankDetailsInputSchema>;
export type BankDetails = z.output<typeof bankDetailsInputSchema>;

/** "8327-9, ••••••7897", "Bankgiro •••-1055", "SE45 •••• 7466": the account with only its last four digits. */
export function maskBankDetails(details: BankDetails): string {
  const last4 = (value: string) => `••••${value.slice(-4)}`;
  switch (details.kind) {
    case 'BankAccount':
      return `${details.clearingNumber}, ${last4(details.accountNumber)}`;
    case 'Bankgiro':
    case 'Plusgiro':
      return last4(details.number);
    case 'Iban':
      return `${details.iban.slice(0, 4)} ${last4(details.iban)} (${details.bic})`;
  }
}

/** The creditor's bank details as the creditor side reads them: masked, never the full number. */
export const bankDetailsViewSchema = z.object({
  creditorId: z.number().int(),
  creditorName: z.string(),
  /** Null until given. */
  kind: bankDetailsKindSchema.nullable(),
  masked: z.string().nullable(),
  enteredAt: dateTimeSchema.nullable(),
  /** When they were last changed (given again after a first time), else null. */
  changedAt: dateTimeSchema.nullable(),
});
export type BankDetailsView = z.infer<typeof bankDetailsViewSchema>;

export const bankDetailsQuerySchema = z.object({
  creditorId: idSchema.describe('The caller itself, or (a debt collector) a creditor that approves it'),
});

export const saveBankDetailsBodySchema = z.object({
  creditorId: idSchema,
  details: bankDetailsInputSchema,
  /** The caller's own account password, asked again for every change. */
  password: signInPasswordSchema,
});
export type SaveBankDetailsBody = z.input<typeof saveBankDetailsBodySchema>;

const bankCall = endpointGroup({ tag: 'Dividends', roles: ['C', 'D'] });

/** GET /api/Creditor/bankDetails?creditorId=: where the creditor's dividends go, masked. */
export const getBankDetails = bankCall('getBankDetails', 'GET /api/Creditor/bankDetails', {
  summary: "Read where a creditor's dividends go (masked)",
  description:
    'A creditor its own; a debt collector its own or those of a creditor that approves it (403 otherwise).',
  query: bankDetailsQuerySchema,
  data: bankDetailsViewSchema,
});

/** PUT /api/Creditor/bankDetails: gives or changes them, with the caller's password again. */
export const saveBankDetails = bankCall('saveBankDetails', 'PUT /api/Creditor/bankDetails', {
  summary: "Give or change where a creditor's dividends go",
  description:
    "Asks for the caller's password again (400 when wrong; 429 after too many wrong ones). A change is mailed " +
    "to the creditor's confirmed address (masked), audited, and held before payment for the firm's hold days " +
    'unless the trustee confirms it.',
  errors: { 429: 'Too many wrong passwords: try again later' },
  body: saveBankDetailsBodySchema,
  data: bankDetailsViewSchema,
});
