import type { Language } from 'shared-api/contract';

/**
 * The case history's lines for dividends, in both languages, from what each write recorded (`details`):
 * the version, its dates, files made, bank details confirmed and payments marked.
 */

type Details = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** What was done to a proposal, by the write's action, in both languages. */
const PROPOSAL_ACTIONS: Readonly<Record<string, Record<Language, string>>> = {
  draft: { en: 'Computed', sv: 'Beräknat' },
  publish: { en: 'Published', sv: 'Publicerat' },
  sentToAuthority: { en: 'Sent to the supervisory authority on', sv: 'Skickat till tillsynsmyndigheten' },
  confirm: { en: 'Confirmed on', sv: 'Fastställt' },
  final: { en: 'Final on', sv: 'Laga kraft' },
  export: { en: 'Downloaded', sv: 'Hämtat' },
  paymentFile: { en: 'Payment file made for', sv: 'Betalfil skapad för' },
};

const WORDS = {
  en: {
    version: (v: string) => (v ? `dividend proposal version ${v}` : 'dividend proposal'),
    lines: (n: string) => (n ? `${n} lines` : ''),
    confirmed: (line: string, name: string) =>
      `Bank details confirmed after a call: line ${line} ${name}`.trim(),
    paid: (n: string, on: string) => `Dividend lines marked paid: ${n}${on ? ` on ${on}` : ''}`,
    returned: (n: string, reason: string) =>
      `Dividend lines marked returned: ${n}${reason ? `, "${reason}"` : ''}`,
    estate: (account: string) => `Estate account set${account ? `: ${account}` : ''}`,
  },
  sv: {
    version: (v: string) => (v ? `utdelningsförslag version ${v}` : 'utdelningsförslag'),
    lines: (n: string) => (n ? `${n} rader` : ''),
    confirmed: (line: string, name: string) =>
      `Bankuppgifter bekräftade efter samtal: rad ${line} ${name}`.trim(),
    paid: (n: string, on: string) => `Utdelningsrader markerade betalda: ${n}${on ? ` den ${on}` : ''}`,
    returned: (n: string, reason: string) =>
      `Utdelningsrader markerade returnerade: ${n}${reason ? `, ”${reason}”` : ''}`,
    estate: (account: string) => `Konkursboets konto angivet${account ? `: ${account}` : ''}`,
  },
} as const;

/** The line of a dividend entry, or null when the entity is not one of dividends. */
export function dividendLine(language: Language, entity: string, action: string, d: Details): string | null {
  const w = WORDS[language];
  switch (entity) {
    case 'dividendProposal': {
      const head = text(PROPOSAL_ACTIONS[action]?.[language]) || action;
      const date = text(d.date);
      const format = text(d.format).toUpperCase();
      return [`${head} ${date}`.trim(), w.version(text(d.version)), format, w.lines(text(d.lines))]
        .filter(Boolean)
        .join(', ')
        .replace(/^(\S)/, (c) => c.toUpperCase());
    }
    case 'bankDetails':
      return w.confirmed(text(d.lineNumber), text(d.creditorName));
    case 'dividendPayment':
      return action === 'returned'
        ? w.returned(text(d.lines), text(d.reason))
        : w.paid(text(d.lines), text(d.paidOn));
    case 'estateAccount':
      return w.estate(text(d.account));
    default:
      return null;
  }
}
