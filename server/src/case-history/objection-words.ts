import type { Language } from 'shared-api/contract';
import { PRIORITY_CLASS_WORDS } from '../claims/priority-words';

/**
 * The case history's lines for objections (anmärkningar), in both languages, from what each write
 * recorded (`details`): who objected to which claim and about what, replies, withdrawals,
 * settlements, the district court's outcome and the dispute bundle.
 */

type Details = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const PRIORITY: Record<Language, Details> = PRIORITY_CLASS_WORDS;

const WORDS = {
  en: {
    claim: (n: string) => (n ? `claim no. ${n}` : 'a claim'),
    add: (claim: string, by: string, what: string) =>
      `Objection to ${claim}${by ? ` by ${by}` : ''}${what ? `: ${what}` : ''}`,
    what: (amount: boolean, priority: boolean) =>
      [amount ? 'the amount' : '', priority ? 'the priority' : ''].filter(Boolean).join(' and '),
    reply: (claim: string) => `Reply to the objection to ${claim}`,
    withdraw: (claim: string, by: string) => `Objection to ${claim} withdrawn${by ? ` by ${by}` : ''}`,
    settle: (claim: string, outcome: string) =>
      `Settlement recorded for ${claim}${outcome ? `: ${outcome}` : ''}`,
    courtOutcome: (claim: string, outcome: string, on: string) =>
      `District court outcome recorded for ${claim}${on ? ` (decided ${on})` : ''}${outcome ? `: ${outcome}` : ''}`,
    bundle: (claim: string) => `Claims dispute bundle downloaded for ${claim}`,
    amount: (a: string) => `${a} SEK`,
    file: (f: string) => `file ${f}`,
  },
  sv: {
    claim: (n: string) => (n ? `bevakning nr ${n}` : 'en bevakning'),
    add: (claim: string, by: string, what: string) =>
      `Anmärkning mot ${claim}${by ? ` av ${by}` : ''}${what ? `: ${what}` : ''}`,
    what: (amount: boolean, priority: boolean) =>
      [amount ? 'beloppet' : '', priority ? 'förmånsrätten' : ''].filter(Boolean).join(' och '),
    reply: (claim: string) => `Svar på anmärkningen mot ${claim}`,
    withdraw: (claim: string, by: string) => `Anmärkningen mot ${claim} återkallad${by ? ` av ${by}` : ''}`,
    settle: (claim: string, outcome: string) =>
      `Förlikning registrerad för ${claim}${outcome ? `: ${outcome}` : ''}`,
    courtOutcome: (claim: string, outcome: string, on: string) =>
      `Tingsrättens avgörande registrerat för ${claim}${on ? ` (avgjort ${on})` : ''}${outcome ? `: ${outcome}` : ''}`,
    bundle: (claim: string) => `Underlag för bevakningstvist hämtat för ${claim}`,
    amount: (a: string) => `${a.replace('.', ',')} kr`,
    file: (f: string) => `fil ${f}`,
  },
} as const;

/** The line of an objection entry, or null for another entity. */
export function objectionLine(language: Language, entity: string, action: string, d: Details): string | null {
  if (entity !== 'objection') return null;
  const w = WORDS[language];
  const claim = w.claim(text(d.claimNumber));
  const file = text(d.file) ? `, ${w.file(text(d.file))}` : '';
  const outcome = [
    text(d.amount) ? w.amount(text(d.amount)) : '',
    text(PRIORITY[language][text(d.priorityClass)]),
  ]
    .filter(Boolean)
    .join(', ');
  switch (action) {
    case 'add':
      return (
        w.add(claim, text(d.objector), w.what(d.disputesAmount === true, d.disputesPriority === true)) + file
      );
    case 'reply':
      return w.reply(claim) + file;
    case 'withdraw':
      return w.withdraw(claim, text(d.objector));
    case 'settle':
      return w.settle(claim, outcome) + file;
    case 'courtOutcome':
      return w.courtOutcome(claim, outcome, text(d.decidedOn)) + file;
    case 'bundle':
      return w.bundle(claim);
    default:
      return `${entity}: ${action}`;
  }
}
