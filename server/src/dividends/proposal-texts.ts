import type { Language, PriorityClass } from 'shared-api/contract';

/** The words of the dividend proposal (utdelningsförslag) files in both languages, as docs/domain.md has them. */
export const PROPOSAL_TEXTS = {
  en: {
    title: 'Dividend proposal',
    version: (n: number) => `Version ${n}`,
    case: 'Case (K-number)',
    debtor: 'Debtor',
    trustee: 'Trustee',
    lawFirm: 'Law firm',
    drawnUp: 'Drawn up',
    published: 'Published',
    sentToAuthority: 'Sent to the supervisory authority',
    confirmed: 'Confirmed',
    final: 'Final',
    notYet: '–',
    minimum: (amount: string) =>
      `A dividend below ${amount} per creditor is not paid out; its amount stays in the estate.`,
    columns: {
      creditor: 'Creditor',
      claims: 'Claim no.',
      admitted: 'Admitted amount (SEK)',
      dividend: 'Dividend (SEK)',
      percent: 'Dividend %',
      note: 'Note',
    },
    classes: {
      SpecialPriority: 'Special priority',
      GeneralPriority: 'General priority',
      NonPriority: 'Non-priority claims',
      Subordinated: 'Subordinated claims',
    } satisfies Record<PriorityClass, string>,
    inAsset: (asset: string) => `Special priority in ${asset}`,
    uncovered: 'uncovered part of a special priority',
    notPaidOut: 'not paid out (below the minimum)',
    classTotal: (name: string) => `Total ${name.charAt(0).toLowerCase()}${name.slice(1)}`,
    summary: 'Summary',
    entered: 'Amount to distribute',
    distributed: 'Distributed',
    paidOut: 'Paid out',
    notPaidOutTotal: 'Not paid out (below the minimum), stays in the estate',
    surplus: 'Surplus after every claim is paid, stays in the estate',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    fileStem: 'dividend-proposal',
  },
  sv: {
    title: 'Utdelningsförslag',
    version: (n: number) => `Version ${n}`,
    case: 'Ärende (K-nummer)',
    debtor: 'Gäldenär',
    trustee: 'Förvaltare',
    lawFirm: 'Advokatbyrå',
    drawnUp: 'Upprättat',
    published: 'Publicerat',
    sentToAuthority: 'Skickat till tillsynsmyndigheten',
    confirmed: 'Fastställt',
    final: 'Laga kraft',
    notYet: '–',
    minimum: (amount: string) =>
      `Utdelning som understiger ${amount} per borgenär betalas inte ut; beloppet stannar i konkursboet.`,
    columns: {
      creditor: 'Borgenär',
      claims: 'Fordran nr',
      admitted: 'Godkänt belopp (kr)',
      dividend: 'Utdelning (kr)',
      percent: 'Utdelning %',
      note: 'Anmärkning',
    },
    classes: {
      SpecialPriority: 'Särskild förmånsrätt',
      GeneralPriority: 'Allmän förmånsrätt',
      NonPriority: 'Oprioriterade fordringar',
      Subordinated: 'Efterställda fordringar',
    } satisfies Record<PriorityClass, string>,
    inAsset: (asset: string) => `Särskild förmånsrätt i ${asset}`,
    uncovered: 'ej täckt del av särskild förmånsrätt',
    notPaidOut: 'betalas inte ut (under lägsta utdelning)',
    classTotal: (name: string) => `Summa ${name.charAt(0).toLowerCase()}${name.slice(1)}`,
    summary: 'Sammanställning',
    entered: 'Belopp att fördela',
    distributed: 'Fördelat',
    paidOut: 'Betalas ut',
    notPaidOutTotal: 'Betalas inte ut (under lägsta utdelning), stannar i boet',
    surplus: 'Överskott när alla fordringar är betalda, stannar i boet',
    page: (n: number, of: number) => `Sida ${n} av ${of}`,
    fileStem: 'utdelningsforslag',
  },
} as const;

export type ProposalTexts = (typeof PROPOSAL_TEXTS)[Language];

/** "utdelningsforslag-K_1234-26-v2.pdf": letters, digits, ., - and _ only. */
export function proposalFileName(
  knr: string,
  version: number,
  language: Language,
  format: 'xlsx' | 'pdf',
): string {
  return `${PROPOSAL_TEXTS[language].fileStem}-${knr}-v${version}.${format}`.replace(
    /[^\p{L}\p{N}._-]/gu,
    '_',
  );
}

/** "1 234,56" / "1,234.56": an amount without its unit (the column head names it). */
export function plainAmount(amount: string, language: Language): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'sv' ? '\u00a0' : ',');
  return language === 'sv' ? `${grouped},${fraction}` : `${grouped}.${fraction}`;
}

/** "23,45 %" / "23.45 %" */
export const plainPercent = (percent: string, language: Language) =>
  `${language === 'sv' ? percent.replace('.', ',') : percent} %`;
