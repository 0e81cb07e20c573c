import type { Language } from 'shared-api/contract';
import { formatAmount } from '../claims/receipt';
import { objectionsOfCase } from '../db/objections-repository';
import type { Executor } from '../db/types';
import { disputedWhat, PRIORITY_WORDS, STATE_WORDS } from './texts';

/**
 * Each claim's objections as the claims register shows them, worded in the register's language:
 * by whom, about what, their state, and the settled or decided amount and priority. The register's
 * approved amounts and totals already follow settlements and outcomes (they set the claim's
 * admitted amount); these lines say why.
 */

export const OBJECTIONS_HEADING: Record<Language, string> = { en: 'Objections', sv: 'Anmärkningar' };

export async function objectionLinesOfCase(
  db: Executor,
  caseId: number,
  language: Language,
): Promise<Map<number, string[]>> {
  const lines = new Map<number, string[]>();
  const sv = language === 'sv';
  for (const o of await objectionsOfCase(db, caseId)) {
    const outcome =
      o.state === 'Decided' && o.decidedAmount && o.decidedPriorityClass
        ? `${formatAmount(o.decidedAmount, language)}, ${PRIORITY_WORDS[language][o.decidedPriorityClass]}`
        : o.state === 'Settled' && o.settledAmount && o.settledPriorityClass
          ? `${formatAmount(o.settledAmount, language)}, ${PRIORITY_WORDS[language][o.settledPriorityClass]}`
          : '';
    const line = `${sv ? 'Anmärkning av' : 'Objection by'} ${o.objectorName} (${disputedWhat(language, o.disputesAmount, o.disputesPriority)}): ${STATE_WORDS[language][o.state]}${outcome ? ` ${outcome}` : ''}`;
    lines.set(o.claimId, [...(lines.get(o.claimId) ?? []), line]);
  }
  return lines;
}
