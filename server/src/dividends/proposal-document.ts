import {
  amountToOre,
  type DividendLine,
  type Language,
  oreToAmount,
  type PriorityClass,
  type ProposalSummary,
} from 'shared-api/contract';
import { percentOf } from './compute';

/**
 * A frozen version of the proposal as the PDF and XLSX draw it: the header, one table per class (a
 * special priority: one per asset) with a row per creditor (its claims of that class summed), each
 * table closed by its total, and the summary. Built from the stored version only, so a version's
 * files are the same whenever they are drawn.
 */

export interface ProposalHeader {
  knr: string;
  debtorName: string;
  debtorOrgnr: string;
  lawFirmName: string;
  /** The case's trustee (lawyer), or the firm when the case names none. */
  trusteeName: string;
}

export interface ClassRow {
  creditorName: string;
  claimNumbers: number[];
  admitted: string;
  dividend: string;
  percent: string;
  uncovered: boolean;
  notPaidOut: boolean;
}

export interface ClassTable {
  priorityClass: PriorityClass;
  asset: string | null;
  admitted: string;
  dividend: string;
  percent: string;
  rows: ClassRow[];
}

export interface ProposalDocument {
  language: Language;
  header: ProposalHeader;
  summary: ProposalSummary;
  tables: ClassTable[];
}

/** The class tables of a version: rows from the lines' parts, in line order; totals as stored. */
export function classTables(summary: ProposalSummary, lines: readonly DividendLine[]): ClassTable[] {
  return summary.classes.map((c) => {
    const rows: ClassRow[] = [];
    for (const line of lines) {
      for (const uncovered of [false, true]) {
        const parts = line.parts.filter(
          (p) => p.priorityClass === c.priorityClass && p.asset === c.asset && p.uncovered === uncovered,
        );
        if (parts.length === 0) continue;
        const admitted = parts.reduce((sum, p) => sum + amountToOre(p.admittedAmount), 0n);
        const dividend = parts.reduce((sum, p) => sum + amountToOre(p.dividendAmount), 0n);
        rows.push({
          creditorName: line.creditorName,
          claimNumbers: [...new Set(parts.map((p) => p.claimNumber))],
          admitted: oreToAmount(admitted),
          dividend: oreToAmount(dividend),
          percent: percentOf(dividend, admitted),
          uncovered,
          notPaidOut: !line.paidOut,
        });
      }
    }
    return {
      priorityClass: c.priorityClass,
      asset: c.asset,
      admitted: c.admittedAmount,
      dividend: c.dividendAmount,
      percent: c.percent,
      rows,
    };
  });
}

export const proposalDocument = (
  language: Language,
  header: ProposalHeader,
  summary: ProposalSummary,
  lines: readonly DividendLine[],
): ProposalDocument => ({ language, header, summary, tables: classTables(summary, lines) });
