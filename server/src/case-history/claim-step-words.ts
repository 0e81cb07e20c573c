import type { Language } from 'shared-api/contract';
import { PRIORITY_CLASS_WORDS } from '../claims/priority-words';

/**
 * The case history's lines for a claim's later steps, in both languages, from what each write
 * recorded (`details`): the trustee's question, the claimant's answer, the withdrawal.
 */

type Details = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const WORDS = {
  en: {
    claim: (n: string) => (n ? `Claim no. ${n}` : 'Claim'),
    requestInformation: (q: string) => `more information requested: "${q}"`,
    answerInformation: (file: string) =>
      `information given${file ? ` with the file ${file}` : ''}, back under review`,
    withdraw: 'withdrawn by the creditor',
    classes: PRIORITY_CLASS_WORDS.en as Details,
    inAsset: (a: string) => `in ${a}`,
  },
  sv: {
    claim: (n: string) => (n ? `Bevakning nr ${n}` : 'Bevakning'),
    requestInformation: (q: string) => `komplettering begärd: ”${q}”`,
    answerInformation: (file: string) =>
      `komplettering inkommen${file ? ` med filen ${file}` : ''}, prövas på nytt`,
    withdraw: 'återkallad av borgenären',
    classes: PRIORITY_CLASS_WORDS.sv as Details,
    inAsset: (a: string) => `i ${a}`,
  },
} as const;

/** The line of a claim's later step, or null for any other action. */
export function claimStepLine(language: Language, action: string, d: Details): string | null {
  const w = WORDS[language];
  const claim = w.claim(text(d.claimNumber));
  switch (action) {
    case 'requestInformation':
      return `${claim}: ${w.requestInformation(text(d.question))}`;
    case 'answerInformation':
      return `${claim}: ${w.answerInformation(text(d.fileName))}`;
    case 'withdraw':
      return `${claim}: ${w.withdraw}`;
    default:
      return null;
  }
}

/** A decision's line with the decided priority class it recorded, if any. */
export function withDecidedClass(language: Language, d: Details, line: string): string {
  const w = WORDS[language];
  const decided = text(w.classes[text(d.priorityClass)]);
  if (!decided) return line;
  const asset = text(d.priorityAsset);
  return `${line}, ${asset ? `${decided} ${w.inAsset(asset)}` : decided}`;
}
