import type { Language } from 'shared-api/contract';
import { CLAIM_ENTITY, MESSAGE_ENTITY } from '../audit';
import { claimStepLine, withDecidedClass } from './claim-step-words';
import { dividendLine } from './dividend-words';
import { objectionLine } from './objection-words';
import { registerVersionLine } from './register-version-words';

/**
 * One line per audit entry of a case's trail, in the caller's
 * language, from what the write recorded (`details`). Only facts the firm's
 * administrator already sees in the case are shown: names of files, amounts,
 * statuses and the trustee's reasons, never the text of a message.
 */

type Details = Record<string, unknown>;
type Words = (typeof WORDS)[Language];

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** "a: b, c" from the parts that are there. */
const joined = (head: string, parts: readonly string[]) => {
  const rest = parts.filter(Boolean);
  return rest.length ? `${head}: ${rest.join(', ')}` : head;
};

const WORDS = {
  en: {
    claim: (n: string) => (n ? `Claim no. ${n}` : 'Claim'),
    status: { Pending: 'Pending', Approved: 'Approved', Rejected: 'Rejected', Paid: 'Paid' } as Details,
    amount: (a: string) => `${a} SEK`,
    message: {
      send: 'Message sent',
      edit: 'Message edited',
      delete: 'Message deleted',
      read: 'Message read',
    } as Details,
    toCreditors: (n: number) => `to ${n} ${n === 1 ? 'creditor' : 'creditors'}`,
    document: {
      upload: 'Document uploaded',
      edit: 'Document edited',
      delete: 'Document deleted',
      publish: 'Document published',
    } as Details,
    newFile: 'new file',
    claimAction: { add: 'filed', update: 'edited', delete: 'deleted' } as Details,
    approved: 'approved',
    reason: (r: string) => `reason "${r}"`,
    case: { create: 'Case created', update: 'Case updated', delete: 'Case deleted' } as Details,
    caseStatus: 'phase',
    deadline: 'claims deadline',
    noDeadline: 'none',
    invited: (n: number, rows: number | null) =>
      `${n} ${n === 1 ? 'creditor' : 'creditors'} invited` +
      (rows === null ? '' : ` from a list of ${rows} ${rows === 1 ? 'row' : 'rows'}`),
    renewed: (n: number) => `${n} of them again as the earlier link had expired`,
    accepted: 'Invitation accepted: now follows the case',
    register: (format: string, n: number | null) =>
      joined('Claims register exported', [format, n === null ? '' : `${n} ${n === 1 ? 'claim' : 'claims'}`]),
  },
  sv: {
    claim: (n: string) => (n ? `Bevakning nr ${n}` : 'Bevakning'),
    status: { Pending: 'Väntande', Approved: 'Godkänd', Rejected: 'Avvisad', Paid: 'Betald' } as Details,
    amount: (a: string) => `${a.replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))(?=.*,)/g, ' ')} kr`,
    message: {
      send: 'Meddelande skickat',
      edit: 'Meddelande ändrat',
      delete: 'Meddelande borttaget',
      read: 'Meddelande läst',
    } as Details,
    toCreditors: (n: number) => `till ${n} ${n === 1 ? 'borgenär' : 'borgenärer'}`,
    document: {
      upload: 'Dokument uppladdat',
      edit: 'Dokument ändrat',
      delete: 'Dokument borttaget',
      publish: 'Dokument publicerat',
    } as Details,
    newFile: 'ny fil',
    claimAction: { add: 'inkommen', update: 'ändrad', delete: 'borttagen' } as Details,
    approved: 'godkänt',
    reason: (r: string) => `skäl ”${r}”`,
    case: { create: 'Ärende skapat', update: 'Ärende ändrat', delete: 'Ärende borttaget' } as Details,
    caseStatus: 'fas',
    deadline: 'bevakningsdag',
    noDeadline: 'ingen',
    invited: (n: number, rows: number | null) =>
      `${n} ${n === 1 ? 'borgenär inbjuden' : 'borgenärer inbjudna'}` +
      (rows === null ? '' : ` från en lista med ${rows} ${rows === 1 ? 'rad' : 'rader'}`),
    renewed: (n: number) => `varav ${n} på nytt eftersom den tidigare länken hade gått ut`,
    accepted: 'Inbjudan accepterad: följer nu ärendet',
    register: (format: string, n: number | null) =>
      joined('Bevakningsförteckning exporterad', [
        format,
        n === null ? '' : `${n} ${n === 1 ? 'bevakning' : 'bevakningar'}`,
      ]),
  },
} as const;

function claimLine(w: Words, action: string, d: Details): string {
  const claim = w.claim(text(d.claimNumber));
  if (action === 'status') {
    const from = text(w.status[text(d.from)]) || text(d.from);
    const to = text(w.status[text(d.to)]) || text(d.to);
    const amount = text(d.approvedAmount);
    const reason = text(d.reason);
    return [
      `${claim}: ${from} → ${to}`,
      amount ? `${w.approved} ${w.amount(amount)}` : '',
      reason ? w.reason(reason) : '',
    ]
      .filter(Boolean)
      .join(', ');
  }
  const amount = text(d.claimAmount);
  const done = text(w.claimAction[action]) || action;
  return joined(`${claim} ${done}`, [amount ? w.amount(amount) : '']);
}

function documentLine(w: Words, action: string, d: Details): string {
  const head = text(w.document[action]) || action;
  const name = text(d.documentName);
  const newFile = text(d.newFile);
  return joined(head, [name, newFile ? `${w.newFile} ${newFile}` : '']);
}

const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function invitationLine(w: Words, action: string, d: Details): string {
  if (action === 'invite') {
    const renewed = count(d.renewed) ?? 0;
    const line = w.invited(count(d.invited) ?? 0, count(d.rows));
    return renewed ? `${line}, ${w.renewed(renewed)}` : line;
  }
  if (action === 'accept') return w.accepted;
  return `invitation: ${action}`;
}

function caseLine(w: Words, action: string, d: Details): string {
  const head = text(w.case[action]) || action;
  if (action === 'create') return joined(head, [text(d.knr), text(d.debtorName)]);
  if (action !== 'update') return head;
  const deadline = 'claimsDeadline' in d ? text(d.claimsDeadline) || w.noDeadline : '';
  return joined(head, [
    text(d.status) ? `${w.caseStatus} ${text(d.status)}` : '',
    deadline ? `${w.deadline} ${deadline}` : '',
  ]);
}

/** The line of one entry. */
export function summaryOf(language: Language, entity: string, action: string, details: unknown): string {
  const w = WORDS[language];
  const d: Details = details && typeof details === 'object' ? (details as Details) : {};
  switch (entity) {
    case MESSAGE_ENTITY: {
      const head = text(w.message[action]) || action;
      const n = typeof d.recipients === 'number' ? d.recipients : null;
      return n === null ? head : `${head} ${w.toCreditors(n)}`;
    }
    case 'document':
      return documentLine(w, action, d);
    case CLAIM_ENTITY:
      return claimStepLine(language, action, d) ?? withDecidedClass(language, d, claimLine(w, action, d));
    case 'case':
      return caseLine(w, action, d);
    case 'invitation':
      return invitationLine(w, action, d);
    case 'claimsRegister':
      return action === 'export'
        ? w.register(text(d.format).toUpperCase(), count(d.claims))
        : `${entity}: ${action}`;
    default:
      return (
        dividendLine(language, entity, action, d) ??
        registerVersionLine(language, entity, action, d) ??
        objectionLine(language, entity, action, d) ??
        `${entity}: ${action}`
      );
  }
}
