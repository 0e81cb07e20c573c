import type { Language } from 'shared-api/contract';
import type { ClaimRow } from '../db/claims-repository';
import { findCreditor } from '../db/creditors-repository';
import { isApproved } from '../db/representatives-repository';
import type { Executor } from '../db/types';
import type { Mail } from '../mail';
import type { ActingFor } from '../mail/acting-for';
import { entriesInReaderLanguages } from '../mail/languages';
import type { OutboxEntry } from '../mail/outbox';

/**
 * Who reads the mails about a claim: its creditor always; the debt collector that filed it for
 * that creditor only while the creditor approves it. A claim filed before a revocation keeps
 * naming who filed it, but the debt collector hears nothing new of it: it is left out here when
 * the approval is gone already, and its mail carries `actingFor`, so that delivery withholds it
 * when the approval ends before the mail goes out (mail/acting-for.ts). An objection's creditor and
 * the debt collector that filed the objection for it are reached the same way.
 */
interface ClaimReader {
  address: string;
  actingFor?: ActingFor;
}

/** A creditor, and the debt collector acting for it (`collectorId`, null: none) while the creditor approves it. */
async function creditorReaders(
  db: Executor,
  creditorId: number,
  collectorId: number | null,
): Promise<ClaimReader[]> {
  const creditor = await findCreditor(db, creditorId);
  const readers: ClaimReader[] = creditor?.email ? [{ address: creditor.email }] : [];
  if (collectorId === null || collectorId === creditorId) return readers;
  if (!(await isApproved(db, collectorId, creditorId))) return readers;
  const collector = await findCreditor(db, collectorId);
  if (collector?.email)
    readers.push({ address: collector.email, actingFor: { debtCollectorId: collectorId, creditorId } });
  return readers;
}

/**
 * The outbox entries of one mail to a creditor and the debt collector acting for it (`collectorId`,
 * as `creditorReaders`), each in its reader's language; the debt collector's carries `actingFor`.
 */
export async function creditorMailEntries(
  db: Executor,
  key: string,
  creditorId: number,
  collectorId: number | null,
  render: (language: Language) => Omit<Mail, 'to'>,
): Promise<OutboxEntry[]> {
  const readers = await creditorReaders(db, creditorId, collectorId);
  const actingFor = new Map(readers.map((r) => [r.address.toLowerCase(), r.actingFor]));
  const entries = await entriesInReaderLanguages(
    db,
    key,
    readers.map((r) => r.address),
    render,
  );
  return entries.map((entry) => {
    const acting = actingFor.get(entry.to.toLowerCase());
    return acting ? { ...entry, actingFor: acting } : entry;
  });
}

/** The outbox entries of one mail about a claim, to each of its readers in their language. */
export const claimMailEntries = (
  db: Executor,
  key: string,
  claim: ClaimRow,
  render: (language: Language) => Omit<Mail, 'to'>,
): Promise<OutboxEntry[]> =>
  creditorMailEntries(
    db,
    key,
    claim.creditorId,
    claim.debtByDebtCollector ? claim.debtCollectorId : null,
    render,
  );
