import {
  bankDetailsInputSchema,
  isValidBankgiro,
  isValidPlusgiro,
  maskBankDetails,
  saveBankDetailsBodySchema,
} from './bank-details';
import { estateAccountBodySchema } from './dividends';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('Swedish bank accounts (clearing number and account number)', () => {
  it.each([
    // SEB, type 1 (4 + 7 digits): the account of the Swedish IBAN example SE45 5000 0000 0583 9825 7466.
    ['5839', '8257466', '5839', '8257466'],
    // Swedbank with a five-digit clearing number, type 2 (10 digits, modulus 10).
    ['8327-9', '123 456 789-7', '83279', '1234567897'],
    // Handelsbanken, type 2 (9 digits, modulus 11).
    ['6000', '123456789', '6000', '123456789'],
    // Nordea personkonto: the personal identity number as the account.
    ['3300', '800101-1231', '3300', '8001011231'],
  ])('accepts %s %s as the bank writes it', (clearingNumber, accountNumber, clearing, account) => {
    const parsed = bankDetailsInputSchema.parse({ kind: 'BankAccount', clearingNumber, accountNumber });
    expect(parsed).toEqual({ kind: 'BankAccount', clearingNumber: clearing, accountNumber: account });
  });

  it.each([
    ['5839', '8257467', 'a wrong check digit'],
    ['8327-9', '1234567890', "a wrong check digit for Swedbank's rule"],
    ['9999', '1234567', 'a clearing number no bank has'],
    ['5839', '825746', 'too few digits'],
  ])('refuses %s %s (%s)', (clearingNumber, accountNumber) => {
    const result = bankDetailsInputSchema.safeParse({ kind: 'BankAccount', clearingNumber, accountNumber });
    expect(firstMessage(result)).toBe('validation.bankAccount');
  });
});

describe('bankgiro and plusgiro numbers', () => {
  it("accepts the Swedish Tax Agency's bankgiro and a charity's plusgiro, as written", () => {
    expect(isValidBankgiro('5050-1055')).toBe(true);
    expect(isValidPlusgiro('90 20 03-3')).toBe(true);
    expect(bankDetailsInputSchema.parse({ kind: 'Bankgiro', number: '5050-1055' })).toEqual({
      kind: 'Bankgiro',
      number: '50501055',
    });
    expect(bankDetailsInputSchema.parse({ kind: 'Plusgiro', number: '90 20 03-3' })).toEqual({
      kind: 'Plusgiro',
      number: '9020033',
    });
  });

  it('refuses a wrong check digit, letters and the wrong length', () => {
    for (const number of ['5050-1056', '5050-105X', '505-105', '123456789'])
      expect(firstMessage(bankDetailsInputSchema.safeParse({ kind: 'Bankgiro', number }))).toBe(
        'validation.bankgiro',
      );
    for (const number of ['90 20 03-4', '1', '123456789'])
      expect(firstMessage(bankDetailsInputSchema.safeParse({ kind: 'Plusgiro', number }))).toBe(
        'validation.plusgiro',
      );
  });
});

describe('IBAN and BIC for a foreign creditor', () => {
  it('accepts a valid IBAN with spaces and lower case, and its BIC', () => {
    expect(
      bankDetailsInputSchema.parse({ kind: 'Iban', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' }),
    ).toEqual({ kind: 'Iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  });

  it('refuses a wrong IBAN check and a malformed BIC', () => {
    const wrong = bankDetailsInputSchema.safeParse({
      kind: 'Iban',
      iban: 'DE89 3704 0044 0532 0130 01',
      bic: 'COBADEFF',
    });
    expect(firstMessage(wrong)).toBe('validation.iban');
    const bic = bankDetailsInputSchema.safeParse({
      kind: 'Iban',
      iban: 'SE4550000000058398257466',
      bic: 'ESSE',
    });
    expect(firstMessage(bic)).toBe('validation.bic');
  });

  it("validates the estate's account the same way", () => {
    expect(
      estateAccountBodySchema.parse({ caseId: 1, iban: 'SE45 5000 0000 0583 9825 7466', bic: 'ESSESESS' }),
    ).toEqual({ caseId: 1, iban: 'SE4550000000058398257466', bic: 'ESSESESS' });
  });
});

describe('a change of bank details', () => {
  it('asks for the password and a kind it knows', () => {
    expect(
      firstMessage(
        saveBankDetailsBodySchema.safeParse({
          creditorId: 1,
          details: { kind: 'Bankgiro', number: '5050-1055' },
        }),
      ),
    ).toBe('validation.required');
    expect(firstMessage(bankDetailsInputSchema.safeParse({ kind: 'Cash' }))).toBe(
      'validation.bankDetailsKind',
    );
  });

  it('shows only the last four digits', () => {
    expect(
      maskBankDetails({ kind: 'BankAccount', clearingNumber: '83279', accountNumber: '1234567897' }),
    ).toBe('83279, ••••7897');
    expect(maskBankDetails({ kind: 'Bankgiro', number: '50501055' })).toBe('••••1055');
    expect(maskBankDetails({ kind: 'Iban', iban: 'SE4550000000058398257466', bic: 'ESSESESS' })).toBe(
      'SE45 ••••7466 (ESSESESS)',
    );
  });
});
