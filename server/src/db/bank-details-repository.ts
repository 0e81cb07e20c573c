import { type ColumnType, type Generated, sql } from 'kysely';
import {
  type BankDetails,
  type BankDetailsKind,
  type BankStatus,
  maskBankDetails,
} from 'shared-api/contract';
import type { Executor } from './types';

/**
 * Where creditors' dividends go (migrations 372, 373): one current row per creditor, the ones it
 * replaced kept; and each firm's confirmations of a version of them after calling the creditor.
 */

export interface CreditorBankDetailsTable {
  bank_details_id: Generated<number>;
  creditor_id: number;
  kind: BankDetailsKind;
  bank_code: string | null;
  account: string;
  entered_by_creditor_id: number | null;
  entered_at: ColumnType<Date, Date | string | undefined, never>;
  is_change: ColumnType<boolean, boolean | undefined, boolean>;
  replaced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface BankDetailsConfirmationsTable {
  bank_details_id: number;
  law_firm_id: number;
  confirmed_by_user_id: number | null;
  confirmed_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module './types' {
  interface Database {
    creditor_bank_details: CreditorBankDetailsTable;
    bank_details_confirmations: BankDetailsConfirmationsTable;
  }
}

export interface StoredBankDetails {
  bankDetailsId: number;
  creditorId: number;
  details: BankDetails;
  enteredAt: Date;
  isChange: boolean;
}

/** The stored columns as the contract's shape. */
export function detailsOf(kind: BankDetailsKind, bankCode: string | null, account: string): BankDetails {
  switch (kind) {
    case 'BankAccount':
      return { kind, clearingNumber: bankCode ?? '', accountNumber: account };
    case 'Iban':
      return { kind, iban: account, bic: bankCode ?? '' };
    default:
      return { kind, number: account };
  }
}

function columnsOf(details: BankDetails): { bank_code: string | null; account: string } {
  switch (details.kind) {
    case 'BankAccount':
      return { bank_code: details.clearingNumber, account: details.accountNumber };
    case 'Iban':
      return { bank_code: details.bic, account: details.iban };
    default:
      return { bank_code: null, account: details.number };
  }
}

/** The creditor's current bank details, or undefined when none were given. */
export async function currentBankDetails(
  db: Executor,
  creditorId: number,
): Promise<StoredBankDetails | undefined> {
  const row = await db
    .selectFrom('creditor_bank_details')
    .selectAll()
    .where('creditor_id', '=', creditorId)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  return (
    row && {
      bankDetailsId: row.bank_details_id,
      creditorId: row.creditor_id,
      details: detailsOf(row.kind, row.bank_code, row.account),
      enteredAt: new Date(row.entered_at),
      isChange: row.is_change,
    }
  );
}

/** Replaces the creditor's bank details (in the caller's transaction); the new row is a change when any were there. */
export async function replaceBankDetails(
  trx: Executor,
  creditorId: number,
  details: BankDetails,
  enteredBy: number,
): Promise<StoredBankDetails> {
  const replaced = await trx
    .updateTable('creditor_bank_details')
    .set({ replaced_at: sql<Date>`now()` })
    .where('creditor_id', '=', creditorId)
    .where('replaced_at', 'is', null)
    .returning('bank_details_id')
    .execute();
  const row = await trx
    .insertInto('creditor_bank_details')
    .values({
      creditor_id: creditorId,
      kind: details.kind,
      ...columnsOf(details),
      entered_by_creditor_id: enteredBy,
      is_change: replaced.length > 0,
    })
    .returning(['bank_details_id', 'entered_at'])
    .executeTakeFirstOrThrow();
  return {
    bankDetailsId: row.bank_details_id,
    creditorId,
    details,
    enteredAt: new Date(row.entered_at),
    isChange: replaced.length > 0,
  };
}

/** When a change was made: the entry time of the current row if it is a change, else null. */
export const changedAtOf = (stored: StoredBankDetails | undefined) =>
  stored?.isChange ? stored.enteredAt : null;

/** Where a creditor's bank details stand for one firm, and the details themselves when they may be paid to. */
export interface BankStanding {
  status: BankStatus;
  masked: string | null;
  changedAt: Date | null;
  heldUntil: Date | null;
  bankDetailsId: number | null;
  details: BankDetails | null;
}

const NONE: BankStanding = {
  status: 'None',
  masked: null,
  changedAt: null,
  heldUntil: null,
  bankDetailsId: null,
  details: null,
};

/**
 * The standing of each creditor's current bank details for the firm: confirmed by this firm since the
 * last change; changed within the firm's hold days (held until then); changed earlier; given once; or none.
 */
export async function bankStandings(
  db: Executor,
  lawFirmId: number,
  creditorIds: readonly number[],
  now = new Date(),
): Promise<Map<number, BankStanding>> {
  const standings = new Map<number, BankStanding>();
  if (creditorIds.length === 0) return standings;
  const rows = await db
    .selectFrom('creditor_bank_details as b')
    .innerJoin('law_firms as lf', (join) => join.on('lf.law_firm_id', '=', lawFirmId))
    .leftJoin('bank_details_confirmations as bc', (join) =>
      join.onRef('bc.bank_details_id', '=', 'b.bank_details_id').on('bc.law_firm_id', '=', lawFirmId),
    )
    .select([
      'b.bank_details_id as bankDetailsId',
      'b.creditor_id as creditorId',
      'b.kind as kind',
      'b.bank_code as bankCode',
      'b.account as account',
      'b.entered_at as enteredAt',
      'b.is_change as isChange',
      'bc.confirmed_at as confirmedAt',
      sql<Date>`b.entered_at + make_interval(days => lf.bank_details_hold_days)`.as('heldUntil'),
    ])
    .where('b.creditor_id', 'in', [...creditorIds])
    .where('b.replaced_at', 'is', null)
    .execute();
  for (const row of rows) {
    const details = detailsOf(row.kind, row.bankCode, row.account);
    const heldUntil = new Date(row.heldUntil);
    const held = row.isChange && !row.confirmedAt && heldUntil > now;
    const status: BankStatus = row.confirmedAt
      ? 'Confirmed'
      : held
        ? 'Held'
        : row.isChange
          ? 'Changed'
          : 'Given';
    standings.set(row.creditorId, {
      status,
      masked: maskBankDetails(details),
      changedAt: row.isChange ? new Date(row.enteredAt) : null,
      heldUntil: held ? heldUntil : null,
      bankDetailsId: row.bankDetailsId,
      details,
    });
  }
  for (const id of creditorIds) if (!standings.has(id)) standings.set(id, NONE);
  return standings;
}

/** May a payment go to details with this standing: there are some, and they are not held. */
export const isPayable = (standing: BankStanding | undefined) =>
  standing !== undefined && standing.status !== 'None' && standing.status !== 'Held';

/** The firm confirms a version of the details (again: keeps the first confirmation). */
export async function confirmDetails(
  trx: Executor,
  bankDetailsId: number,
  lawFirmId: number,
  userId: number,
) {
  await trx
    .insertInto('bank_details_confirmations')
    .values({ bank_details_id: bankDetailsId, law_firm_id: lawFirmId, confirmed_by_user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
