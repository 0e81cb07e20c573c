import type { CaseFacts } from '../db/case-links-repository';
import type { Mail } from '../mail';
import type { OutboxEntry } from '../mail/outbox';

/**
 * The notices the case tabs mail (a message from the firm, a published
 * document), and how one notice becomes outbox entries. Queued with
 * `enqueueMail` in the transaction of the change (issue 13 §4). Both languages:
 * the reader's is not stored.
 */

/** The outbox entries of one notice to several addresses, one per address (`key`: the event). */
export function noticeEntries(key: string, to: string[], notice: Omit<Mail, 'to'>): OutboxEntry[] {
  const unique = new Map(to.map((address) => [address.toLowerCase(), address]));
  return [...unique].map(([lower, address]) => ({ ...notice, to: address, key: `${key}:${lower}` }));
}

/** The notice a creditor gets when the firm writes to it. */
export function messageNotice(facts: CaseFacts) {
  return {
    subject: `Nytt meddelande / New message: ${facts.debtorName} (${facts.knr})`,
    text: [
      `${facts.lawfirmName} har skickat ett nytt meddelande i ärendet ${facts.debtorName} (${facts.knr}).`,
      'Logga in i portalen för att läsa det.',
      '',
      `${facts.lawfirmName} has sent you a new message in the case ${facts.debtorName} (${facts.knr}).`,
      'Sign in to the portal to read it.',
    ].join('\n'),
  };
}

/** The notice a creditor gets when a document is published. */
export function publishNotice(facts: CaseFacts, documentName: string) {
  return {
    subject: `Nytt dokument / New document: ${facts.debtorName} (${facts.knr})`,
    text: [
      `${facts.lawfirmName} har publicerat dokumentet "${documentName}" i ärendet ${facts.debtorName} (${facts.knr}).`,
      'Logga in i portalen för att läsa det.',
      '',
      `${facts.lawfirmName} has published the document "${documentName}" in the case ${facts.debtorName} (${facts.knr}).`,
      'Sign in to the portal to read it.',
    ].join('\n'),
  };
}
