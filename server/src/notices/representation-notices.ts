import type { Language, RepresentationStatus } from 'shared-api/contract';

/**
 * The mails of a debt collector's authorisation, each in its
 * reader's language: the request to the creditor, and the
 * creditor's decision to the debt collector.
 */

/** The mail a creditor gets when a debt collector asks to act for it. */
export function requestNotice(collector: { name: string; orgNumber: string }, language: Language) {
  const who = `${collector.name} (${collector.orgNumber})`;
  return language === 'sv'
    ? {
        subject: `Begäran om fullmakt: ${collector.name}`,
        text: [
          `${who} ber om fullmakt att företräda er som inkassoombud i borgenärsportalen.`,
          'Logga in, öppna Min profil och godkänn eller avböj under Ombud. Utan ert godkännande kan ombudet inte bevaka fordringar för er.',
        ].join('\n'),
      }
    : {
        subject: `Request to act for you: ${collector.name}`,
        text: [
          `${who} asks for your authorisation to act for you as your debt collector in the creditor portal.`,
          'Sign in, open My profile and approve or decline under Representatives. Without your approval it cannot file claims for you.',
        ].join('\n'),
      };
}

const DECISION_WORDS: Record<Exclude<RepresentationStatus, 'Pending'>, { sv: string; en: string }> = {
  Approved: { sv: 'godkänt', en: 'approved' },
  Declined: { sv: 'avböjt', en: 'declined' },
  Revoked: { sv: 'återkallat', en: 'revoked' },
};

/** The mail a debt collector gets when the creditor decides or revokes. */
export function decisionNotice(
  creditorName: string,
  status: Exclude<RepresentationStatus, 'Pending'>,
  language: Language,
) {
  const words = DECISION_WORDS[status];
  const acts = status === 'Approved';
  return language === 'sv'
    ? {
        subject: `Fullmakt ${words.sv}: ${creditorName}`,
        text: [
          `${creditorName} har ${words.sv} er fullmakt att företräda borgenären i borgenärsportalen.`,
          acts
            ? 'Ni kan nu bevaka fordringar för borgenären i de ärenden den följer.'
            : 'Ni kan inte bevaka fordringar för borgenären. Fordringar ni redan har bevakat ligger kvar hos förvaltaren.',
        ].join('\n'),
      }
    : {
        subject: `Authorisation ${words.en}: ${creditorName}`,
        text: [
          `${creditorName} has ${words.en} your authorisation to act for it in the creditor portal.`,
          acts
            ? 'You can now file claims for this creditor in the cases it follows.'
            : 'You cannot file claims for this creditor. Claims you filed before stay with the trustee.',
        ].join('\n'),
      };
}
