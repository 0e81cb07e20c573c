import type { ClaimStatus, Language } from 'shared-api/contract';
import type { RegisterClaim } from '../db/claims-register-repository';
import { swedishParts } from '../swedish-time';
import type { ClaimsRegister } from './register';

/**
 * The words of the claims register (bevakningsförteckning) in both languages, as docs/domain.md
 * has them; the status names are the portal's own (shared-ui tabs.claims.status).
 */
export const REGISTER_TEXTS = {
  en: {
    title: 'Claims register',
    sheet: 'Claims register',
    summarySheet: 'Summary',
    case: 'Case (K-number)',
    debtor: 'Debtor',
    lawFirm: 'Trustee (law firm)',
    deadline: 'Claims deadline',
    noDeadline: 'Not set',
    drawnUp: 'Drawn up',
    times: 'Times are Swedish time. Late: filed after the claims deadline.',
    columns: {
      claimNumber: 'No.',
      creditor: 'Creditor',
      orgNr: 'Org. no.',
      filedBy: 'Filed by',
      claimAmount: 'Amount claimed (SEK)',
      approvedAmount: 'Approved amount (SEK)',
      decidedClass: 'Decided priority',
      status: 'Status',
      filedAt: 'Filed',
      late: 'Late',
    },
    summary: { group: 'Priority', status: 'Status', count: 'Claims' },
    priority: { true: 'Priority right', false: 'Non-priority claims' },
    status: { Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected', Paid: 'Paid' },
    lateMark: 'Late',
    withdrawnMark: 'Withdrawn',
    classes: {
      SpecialPriority: 'Special priority',
      GeneralPriority: 'General priority',
      NonPriority: 'Non-priority',
      Subordinated: 'Subordinated',
    },
    total: (group: string) => `Total ${group}`,
    allStatuses: 'All statuses',
    grandTotal: 'Grand total',
    count: (n: number) => `${n} ${n === 1 ? 'claim' : 'claims'}`,
    noClaims: 'No claims have been filed.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    fileStem: 'claims-register',
  },
  sv: {
    title: 'Bevakningsförteckning',
    sheet: 'Bevakningsförteckning',
    summarySheet: 'Sammanställning',
    case: 'Ärende (K-nummer)',
    debtor: 'Gäldenär',
    lawFirm: 'Förvaltare (advokatbyrå)',
    deadline: 'Bevakningsdag',
    noDeadline: 'Inte bestämd',
    drawnUp: 'Upprättad',
    times: 'Tider anges i svensk tid. Försenad: bevakad efter bevakningsdagen.',
    columns: {
      claimNumber: 'Nr',
      creditor: 'Borgenär',
      orgNr: 'Org.nr',
      filedBy: 'Bevakad av',
      claimAmount: 'Bevakat belopp (kr)',
      approvedAmount: 'Godkänt belopp (kr)',
      decidedClass: 'Beslutad förmånsrätt',
      status: 'Status',
      filedAt: 'Bevakad',
      late: 'Försenad',
    },
    summary: { group: 'Förmånsrätt', status: 'Status', count: 'Antal' },
    priority: { true: 'Fordringar med förmånsrätt', false: 'Oprioriterade fordringar' },
    status: { Pending: 'Väntande', Approved: 'Godkänd', Rejected: 'Avvisad', Paid: 'Betald' },
    lateMark: 'Försenad',
    withdrawnMark: 'Återkallad',
    classes: {
      SpecialPriority: 'Särskild förmånsrätt',
      GeneralPriority: 'Allmän förmånsrätt',
      NonPriority: 'Oprioriterad',
      Subordinated: 'Efterställd',
    },
    total: (group: string) => `Summa ${group.charAt(0).toLowerCase()}${group.slice(1)}`,
    allStatuses: 'Alla statusar',
    grandTotal: 'Summa totalt',
    count: (n: number) => `${n} ${n === 1 ? 'fordran' : 'fordringar'}`,
    noClaims: 'Inga fordringar har bevakats.',
    page: (n: number, of: number) => `Sida ${n} av ${of}`,
    fileStem: 'bevakningsforteckning',
  },
} as const;

export type RegisterTexts = (typeof REGISTER_TEXTS)[Language];

export const priorityName = (t: RegisterTexts, priorityRight: boolean) =>
  priorityRight ? t.priority.true : t.priority.false;

export const statusName = (t: RegisterTexts, status: ClaimStatus) => t.status[status];

/** A claim's status cell: "Återkallad" once its creditor withdrew it (its amounts count nowhere). */
export const claimStatusName = (t: RegisterTexts, claim: Pick<RegisterClaim, 'status' | 'withdrawnOn'>) =>
  claim.withdrawnOn ? t.withdrawnMark : statusName(t, claim.status);

/** The trustee's decided class ("Särskild förmånsrätt: Fastigheten Norrby 1:23"), beside the claimed one. */
export const decidedClassName = (
  t: RegisterTexts,
  claim: Pick<RegisterClaim, 'priorityClass' | 'priorityAsset'>,
) =>
  claim.priorityClass
    ? `${t.classes[claim.priorityClass]}${claim.priorityAsset ? `: ${claim.priorityAsset}` : ''}`
    : '';

/** The label and value lines under the register's title, in the PDF and in both sheets of the XLSX. */
export function registerHeaderLines(register: ClaimsRegister, t: RegisterTexts): [string, string][] {
  const c = register.case;
  return [
    [t.case, c.knr],
    [t.debtor, `${c.debtorName} (${c.debtorOrgnr})`],
    [t.lawFirm, c.lawFirmName],
    [t.deadline, c.claimsDeadline ?? t.noDeadline],
    [t.drawnUp, formatStockholm(register.drawnUp)],
  ];
}

/** "Fordringar med förmånsrätt, Godkänd" */
export const groupName = (t: RegisterTexts, priorityRight: boolean, status?: ClaimStatus) =>
  status ? `${priorityName(t, priorityRight)}, ${statusName(t, status)}` : priorityName(t, priorityRight);

export { stockholmWallClock } from '../swedish-time';

const two = (n: number) => String(n).padStart(2, '0');

/** "2026/04/30 14:05:09" in Swedish time (docs/decisions/0007-dates-in-utc-shown-in-stockholm.md). */
export function formatStockholm(date: Date): string {
  const p = swedishParts(date);
  return `${p.year}/${two(p.month)}/${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** "bevakningsforteckning-K_1234-26.xlsx": the case number with anything but letters, digits, ., - and _ as _. */
export function registerFileName(knr: string, language: Language, format: 'xlsx' | 'pdf'): string {
  return `${REGISTER_TEXTS[language].fileStem}-${knr}.${format}`.replace(/[^\p{L}\p{N}._-]/gu, '_');
}
