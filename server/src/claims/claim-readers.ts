import type { Language } from 'shared-api/contract';
import type { ClaimRow } from '../db/claims-repository';
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
 * when the approval ends before the mail goes out (mail/acting-for.ts).
 */
export interface ClaimReader {
  address: string;
  actingFor?: ActingFor;
}

export async function claimReaders(db: Executor, claim: ClaimRow): Promise<ClaimReader[]> {
  const creditor = await db
    .selectFrom('creditors')
    .select('email')
    .where('creditor_id', '=', claim.creditorId)
    .executeTakeFirst();
  const readers: ClaimReader[] = creditor?.email ? [{ address: creditor.email }] : [];
  const collectorId = claim.debtByDebtCollector ? claim.debtCollectorId : null;
  if (collectorId === null || collectorId === claim.creditorId) return readers;
  const collector = await db
    .selectFrom('creditors as d')
    .innerJoin('debt_collector_creditors as approval', 'approval.debt_collector_id', 'd.creditor_id')
    .select('d.email')
    .where('d.creditor_id', '=', collectorId)
    .where('approval.creditor_id', '=', claim.creditorId)
    .where('approval.status', '=', 'Approved')
    .executeTakeFirst();
  if (collector?.email)
    readers.push({
      address: collector.email,
      actingFor: { debtCollectorId: collectorId, creditorId: claim.creditorId },
    });
  return readers;
}

/** The outbox entries of one mail about a claim, to each of its readers in their language. */
export async function claimMailEntries(
  db: Executor,
  key: string,
  claim: ClaimRow,
  render: (language: Language) => Omit<Mail, 'to'>,
): Promise<OutboxEntry[]> {
  const readers = await claimReaders(db, claim);
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
