import { sql } from 'kysely';
import type { Language } from 'shared-api/contract';
import { findCreditor } from '../db/creditors-repository';
import type { DividendCase } from '../db/dividends-repository';
import type { Executor } from '../db/types';
import { entriesInReaderLanguages } from '../mail/languages';
import { enqueueMail, uniqueKey } from '../mail/outbox';

/**
 * The mails of dividends, queued in the outbox inside the write's transaction and each written in its
 * reader's language: a version published, a version final, and a change of bank details.
 */

const caseLine = (c: Pick<DividendCase, 'debtorName' | 'knr'>) => `${c.debtorName} (${c.knr})`;

/** The addresses of the creditors with a line in a version, and of the debt collectors they approve. */
async function lineAddresses(db: Executor, proposalId: number): Promise<string[]> {
  const { rows } = await sql<{ email: string }>`
    SELECT DISTINCT c.email FROM creditors c
    WHERE c.creditor_id IN (SELECT creditor_id FROM dividend_lines WHERE proposal_id = ${proposalId})
       OR c.creditor_id IN (
         SELECT d.debt_collector_id FROM debt_collector_creditors d
         WHERE d.status = 'Approved'
           AND d.creditor_id IN (SELECT creditor_id FROM dividend_lines WHERE proposal_id = ${proposalId}))`.execute(
    db,
  );
  return rows.map((r) => r.email).filter(Boolean);
}

export function proposalNotice(
  c: DividendCase,
  version: number,
  event: 'published' | 'final',
  language: Language,
) {
  if (language === 'sv')
    return event === 'published'
      ? {
          subject: `Utdelningsförslag: ${caseLine(c)}`,
          text: [
            `${c.lawFirmName} har publicerat utdelningsförslaget (version ${version}) i ärendet ${caseLine(c)}.`,
            'Logga in i portalen för att se er utdelning och summorna per förmånsrätt.',
          ].join('\n'),
        }
      : {
          subject: `Utdelningen har vunnit laga kraft: ${caseLine(c)}`,
          text: [
            `Beslutet om utdelning (version ${version}) i ärendet ${caseLine(c)} har vunnit laga kraft.`,
            'Utdelningen betalas till de bankuppgifter ni har lämnat i portalen. Kontrollera dem genom att logga in.',
          ].join('\n'),
        };
  return event === 'published'
    ? {
        subject: `Dividend proposal: ${caseLine(c)}`,
        text: [
          `${c.lawFirmName} has published the dividend proposal (version ${version}) in the case ${caseLine(c)}.`,
          'Sign in to the portal to see your dividend and the totals of each priority class.',
        ].join('\n'),
      }
    : {
        subject: `The dividend is final: ${caseLine(c)}`,
        text: [
          `The decision on the dividend (version ${version}) in the case ${caseLine(c)} is final.`,
          'The dividend is paid to the bank details you gave in the portal. Sign in to check them.',
        ].join('\n'),
      };
}

/** A version published or final: every creditor with a line, and the debt collectors they approve. */
export async function queueProposalNotice(
  trx: Executor,
  c: DividendCase,
  proposalId: number,
  version: number,
  event: 'published' | 'final',
) {
  const to = await lineAddresses(trx, proposalId);
  await enqueueMail(
    trx,
    await entriesInReaderLanguages(trx, `dividend-${event}:${proposalId}`, to, (language) =>
      proposalNotice(c, version, event, language),
    ),
  );
}

export interface BankChange {
  creditorName: string;
  before: string | null;
  after: string;
  by: string;
  at: string;
}

export function bankChangeNotice(change: BankChange, language: Language) {
  return language === 'sv'
    ? {
        subject: 'Era bankuppgifter för utdelning har ändrats',
        text: [
          `Bankuppgifterna för utdelning till ${change.creditorName} ändrades ${change.at} av ${change.by}.`,
          `Före: ${change.before ?? 'inga'}`,
          `Efter: ${change.after}`,
          'Betalning till de nya uppgifterna hålls inne några dagar, om inte förvaltaren bekräftar dem med er per telefon.',
          'Gjorde ni inte ändringen? Kontakta förvaltaren i era ärenden genast (kontaktuppgifterna finns i portalen),',
          'byt lösenord och anmäl bedrägeriförsöket till polisen. Svara inte på detta meddelande med kontonummer.',
        ].join('\n'),
      }
    : {
        subject: 'Your bank details for dividends have changed',
        text: [
          `The bank details for dividends to ${change.creditorName} were changed on ${change.at} by ${change.by}.`,
          `Before: ${change.before ?? 'none'}`,
          `After: ${change.after}`,
          'Payment to the new details is held for a few days unless the trustee confirms them with you by telephone.',
          'Did you not make this change? Contact the trustee of your cases at once (their details are in the portal),',
          'change your password and report the attempted fraud to the police. Never reply to this mail with account numbers.',
        ].join('\n'),
      };
}

/** To the creditor's confirmed address only (a debt collector's change too): what changed, masked. */
export async function queueBankChangeNotice(trx: Executor, creditorId: number, change: BankChange) {
  const creditor = await findCreditor(trx, creditorId);
  if (!creditor?.email_verified_at) return;
  await enqueueMail(
    trx,
    await entriesInReaderLanguages(
      trx,
      uniqueKey(`bank-details-change:${creditorId}`),
      [creditor.email],
      (language) => bankChangeNotice(change, language),
    ),
  );
}
