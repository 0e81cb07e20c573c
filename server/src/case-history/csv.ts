import { type CaseHistoryKind, csvFile, type Language } from 'shared-api/contract';
import { formatSwedishClock } from '../swedish-time';

/** The CSV of a case's trail: the column names and kinds in the caller's language. */

const HEADER: Record<Language, readonly string[]> = {
  en: ['Time', 'Person', 'Role', 'Kind', 'Action', 'Summary'],
  sv: ['Tid', 'Person', 'Roll', 'Typ', 'Händelse', 'Sammanfattning'],
};

const KINDS: Record<Language, Record<CaseHistoryKind, string>> = {
  en: {
    message: 'Message',
    document: 'Document',
    claim: 'Claim',
    decision: 'Decision',
    case: 'Case',
    invitation: 'Invitation',
    other: 'Other',
  },
  sv: {
    message: 'Meddelande',
    document: 'Dokument',
    claim: 'Bevakning',
    decision: 'Beslut',
    case: 'Ärende',
    invitation: 'Inbjudan',
    other: 'Övrigt',
  },
};

export interface CsvEntry {
  at: Date;
  actorName: string;
  actorRole: string;
  kind: CaseHistoryKind;
  action: string;
  summary: string;
}

export const csvHeader = (language: Language): string => csvFile([HEADER[language]]);

/** Rows without the BOM: the body after the header. */
export const csvRows = (language: Language, entries: readonly CsvEntry[]): string =>
  csvFile(
    entries.map((e) => [
      formatSwedishClock(e.at),
      e.actorName,
      e.actorRole,
      KINDS[language][e.kind],
      e.action,
      e.summary,
    ]),
  ).slice(1);

/** The download's name: "Historik K 1234-26.csv". */
export const csvFileName = (language: Language, knr: string): string =>
  `${language === 'sv' ? 'Historik' : 'History'} ${knr}.csv`;
