import PDFDocument from 'pdfkit';
import type { Language } from 'shared-api/contract';
import type { ClaimRow } from '../db/claims-repository';
import { bytesOf } from './pdf-table';

/**
 * The claim's receipt (mottagningsbevis): a one-page PDF in the
 * filer's language. The text is set in Helvetica, one of the PDF standard
 * fonts every reader has; pdfkit writes it in WinAnsiEncoding, which holds
 * å, ä, ö, Å, Ä, Ö and é (receipt.test.ts decodes the page and finds them).
 */

const TEXTS = {
  en: {
    title: 'Receipt for a filed claim',
    intro: (firm: string) => `${firm} has received the following claim.`,
    case: 'Case (K-number)',
    debtor: 'Debtor',
    claimNumber: 'Claim number',
    creditor: 'Creditor',
    filedBy: 'Filed by',
    amount: 'Amount claimed',
    basis: 'Basis of claim',
    priority: 'Priority',
    priorityYes: 'Priority right claimed',
    priorityNo: 'Non-priority claim',
    reference: 'Reference',
    filedAt: 'Time filed',
    deadline: 'Claims deadline',
    late: 'Filed after the claims deadline (late claim)',
    file: 'Attachment',
    sha256: 'SHA-256 of the attachment',
    none: '–',
    forCreditor: (agent: string, creditor: string) => `${agent} for ${creditor}`,
  },
  sv: {
    title: 'Mottagningsbevis för bevakad fordran',
    intro: (firm: string) => `${firm} har tagit emot följande bevakning.`,
    case: 'Ärende (K-nummer)',
    debtor: 'Gäldenär',
    claimNumber: 'Fordringens nummer',
    creditor: 'Borgenär',
    filedBy: 'Bevakad av',
    amount: 'Bevakat belopp',
    basis: 'Grund för fordran',
    priority: 'Förmånsrätt',
    priorityYes: 'Förmånsrätt åberopas',
    priorityNo: 'Oprioriterad fordran',
    reference: 'Referens',
    filedAt: 'Tid för bevakning',
    deadline: 'Bevakningsdag',
    late: 'Bevakad efter bevakningsdagen (för sent bevakad fordran)',
    file: 'Bilaga',
    sha256: 'Bilagans SHA-256',
    none: '–',
    forCreditor: (agent: string, creditor: string) => `${agent} för ${creditor}`,
  },
} as const;

const LOCALE: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE' };

/** "12 500,50 kr" / "SEK 12,500.50", from the exact decimal string (never through a float sum). */
export function formatAmount(amount: string, language: Language): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'sv' ? '\u00a0' : ',');
  return language === 'sv' ? `${grouped},${fraction} kr` : `SEK ${grouped}.${fraction}`;
}

/** The time in Sweden, e.g. "2026-04-30 14:05" (sv) or "30 Apr 2026, 14:05" (en), with the zone named. */
export function formatFiledAt(date: Date, language: Language): string {
  const text = new Intl.DateTimeFormat(LOCALE[language], {
    timeZone: 'Europe/Stockholm',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
  return `${text} (${language === 'sv' ? 'svensk tid' : 'Swedish time'})`;
}

/** Who filed a claim, as the receipt and the claims register name it. */
export type Filer = Pick<
  ClaimRow,
  | 'debtByDebtCollector'
  | 'debtCollectorName'
  | 'creditorName'
  | 'isCreatedByLawFirm'
  | 'createdBy'
  | 'lawFirmName'
>;

/** "Nordisk Inkasso för Leverantören AB", "Anna Berg (Nordlaw Advokatbyrå)" or the filer's name. */
export function filedByOf(claim: Filer, language: Language): string {
  if (claim.debtByDebtCollector && claim.debtCollectorName)
    return TEXTS[language].forCreditor(claim.debtCollectorName, claim.creditorName);
  return claim.isCreatedByLawFirm ? `${claim.createdBy} (${claim.lawFirmName})` : claim.createdBy;
}

export interface ReceiptInput {
  claim: ClaimRow;
  language: Language;
  /** The basis label in the receipt's language. */
  basisLabel: string;
  /** Tests read the page uncompressed. */
  compress?: boolean;
}

/** The receipt's rows, label and value, in order (also what the tests compare). */
export function receiptRows({ claim, language, basisLabel }: ReceiptInput): [string, string][] {
  const t = TEXTS[language];
  const creditor = `${claim.creditorName} (${claim.creditorCompanyOrgNr})`;
  const filedBy = filedByOf(claim, language);
  const rows: [string, string][] = [
    [t.case, claim.knr],
    [t.debtor, `${claim.debtorName} (${claim.debtorOrgnr})`],
    [t.claimNumber, String(claim.claimNumber)],
    [t.creditor, creditor],
    [t.filedBy, filedBy],
    [t.amount, formatAmount(claim.claimAmount, language)],
    [t.basis, basisLabel],
    [t.priority, claim.claimPriorityRight ? t.priorityYes : t.priorityNo],
    [t.reference, claim.claimRefernce ?? t.none],
    [t.filedAt, formatFiledAt(new Date(claim.createdOn), language)],
  ];
  if (claim.claimsDeadline) rows.push([t.deadline, claim.claimsDeadline]);
  rows.push([t.file, claim.fileName], [t.sha256, claim.fileSha256 ?? t.none]);
  return rows;
}

/** The receipt as PDF bytes. */
export function renderReceipt(input: ReceiptInput): Promise<Buffer> {
  const { claim, language } = input;
  const t = TEXTS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: input.compress ?? true,
    lang: language === 'sv' ? 'sv-SE' : 'en-GB',
    info: {
      Title: `${t.title} ${claim.knr} #${claim.claimNumber}`,
      Author: claim.lawFirmName,
      CreationDate: new Date(claim.createdOn),
    },
  });
  const done = bytesOf(doc);

  doc.font('Helvetica-Bold').fontSize(18).text(t.title);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(11).text(t.intro(claim.lawFirmName));
  doc.moveDown(1);
  if (claim.isLate) {
    doc.font('Helvetica-Bold').fillColor('#a61e4d').text(t.late).fillColor('black');
    doc.moveDown(0.5);
  }
  const labelWidth = 170;
  for (const [label, value] of receiptRows(input)) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text(label, doc.page.margins.left, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font(label === t.sha256 ? 'Courier' : 'Helvetica')
      .fontSize(label === t.sha256 ? 9 : 10)
      .text(value, doc.page.margins.left + labelWidth, y, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right - labelWidth,
      });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }
  doc.end();
  return done;
}

/** The receipt's file name, e.g. "Mottagningsbevis K 1234-26 nr 3.pdf". */
export function receiptFileName(claim: Pick<ClaimRow, 'knr' | 'claimNumber'>, language: Language) {
  const word = language === 'sv' ? 'Mottagningsbevis' : 'Receipt';
  const no = language === 'sv' ? 'nr' : 'no.';
  return `${word} ${claim.knr} ${no} ${claim.claimNumber}.pdf`.replace(/[^\p{L}\p{N} ._-]/gu, '_');
}
