import type { Language } from 'shared-api/contract';
import type { CaseFacts } from '../db/case-links-repository';
import { mailTemplate } from '../mail/templates';

/**
 * The notices the case tabs mail (a message from the firm, a published
 * document), queued in the transaction of the change, each in its reader's
 * language (mail/languages.ts). The message notice is a template
 * (mail/templates.ts): app.ts puts it in the registry the delivery renders from.
 */

const caseOf = (facts: CaseFacts) => `${facts.debtorName} (${facts.knr})`;

/** The notice a creditor gets when the firm writes to it. */
export function messageNotice(facts: CaseFacts, language: Language) {
  return language === 'sv'
    ? {
        subject: `Nytt meddelande: ${caseOf(facts)}`,
        text: [
          `${facts.lawfirmName} har skickat ett nytt meddelande i ärendet ${caseOf(facts)}.`,
          'Logga in i portalen för att läsa det.',
        ].join('\n'),
      }
    : {
        subject: `New message: ${caseOf(facts)}`,
        text: [
          `${facts.lawfirmName} has sent you a new message in the case ${caseOf(facts)}.`,
          'Sign in to the portal to read it.',
        ].join('\n'),
      };
}

/** The message notice as an outbox template: one row per creditor, rendered at delivery. */
export const messageNoticeTemplate = mailTemplate('message-notice', messageNotice);

/** The notice a creditor gets when a document is published. */
export function publishNotice(facts: CaseFacts, documentName: string, language: Language) {
  return language === 'sv'
    ? {
        subject: `Nytt dokument: ${caseOf(facts)}`,
        text: [
          `${facts.lawfirmName} har publicerat dokumentet "${documentName}" i ärendet ${caseOf(facts)}.`,
          'Logga in i portalen för att läsa det.',
        ].join('\n'),
      }
    : {
        subject: `New document: ${caseOf(facts)}`,
        text: [
          `${facts.lawfirmName} has published the document "${documentName}" in the case ${caseOf(facts)}.`,
          'Sign in to the portal to read it.',
        ].join('\n'),
      };
}
