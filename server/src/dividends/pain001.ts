import type { BankDetails } from 'shared-api/contract';

/**
 * The payment file of a final dividend proposal: an ISO 20022 `pain.001.001.03` customer credit
 * transfer initiation in SEK from the estate's account, one transaction per creditor line paid out.
 * The creditor's account is given as the Swedish banks' common implementation guide for pain.001
 * describes it: a Swedish account as BBAN with the clearing number (clearing system SESBA), a
 * bankgiro number with scheme BGNR and member 9900, a plusgiro number as BBAN with member 9960, a
 * foreign account as IBAN with its BIC.
 */

export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

export interface PaymentTransaction {
  /** Max 35 characters: the case number and the line number, "K1234-26-3". */
  endToEndId: string;
  amountOre: bigint;
  creditorName: string;
  account: BankDetails;
  /** Max 140 characters: the creditor's name and claim numbers. */
  remittance: string;
}

export interface PaymentFile {
  messageId: string;
  createdAt: Date;
  /** "2026-11-02": the day the bank is to pay. */
  executionDate: string;
  /** The estate, as the debtor of the transfers ("Konkursboet efter Byggfirma Åkesson AB"). */
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  transactions: readonly PaymentTransaction[];
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Text cut to the schema's Max35Text / Max70Text / Max140Text, whitespace folded. */
export const fit = (value: string, max: number) =>
  [...value.replace(/\s+/g, ' ').trim()].slice(0, max).join('');

/** 1250050n -> "12500.50" */
const amount = (ore: bigint) => `${ore / 100n}.${(ore % 100n).toString().padStart(2, '0')}`;

const tag = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string, max: number) => tag(name, escapeXml(fit(value, max)));

function clearingAgent(member: string) {
  return tag(
    'CdtrAgt',
    tag('FinInstnId', tag('ClrSysMmbId', tag('ClrSysId', tag('Cd', 'SESBA')) + tag('MmbId', member))),
  );
}

const other = (id: string, scheme: string) => tag('Id', tag('Othr', tag('Id', id) + tag('SchmeNm', scheme)));

/** The creditor's agent and account, in the order the schema has them (CdtrAgt, Cdtr, CdtrAcct). */
function creditorParts(account: BankDetails, name: string): string {
  const creditor = tag('Cdtr', text('Nm', name, 70));
  switch (account.kind) {
    case 'BankAccount':
      return (
        clearingAgent(account.clearingNumber.slice(0, 4)) +
        creditor +
        tag('CdtrAcct', other(`${account.clearingNumber}${account.accountNumber}`, tag('Cd', 'BBAN')))
      );
    case 'Bankgiro':
      return clearingAgent('9900') + creditor + tag('CdtrAcct', other(account.number, tag('Prtry', 'BGNR')));
    case 'Plusgiro':
      return clearingAgent('9960') + creditor + tag('CdtrAcct', other(account.number, tag('Cd', 'BBAN')));
    case 'Iban':
      return (
        tag('CdtrAgt', tag('FinInstnId', tag('BIC', account.bic))) +
        creditor +
        tag('CdtrAcct', tag('Id', tag('IBAN', account.iban)))
      );
  }
}

function transaction(t: PaymentTransaction): string {
  return tag(
    'CdtTrfTxInf',
    tag('PmtId', text('EndToEndId', t.endToEndId, 35)) +
      tag('Amt', `<InstdAmt Ccy="SEK">${amount(t.amountOre)}</InstdAmt>`) +
      creditorParts(t.account, t.creditorName) +
      tag('RmtInf', text('Ustrd', t.remittance, 140)),
  );
}

/** "2026-11-02T09:30:00" in UTC without fractions, as ISODateTime allows. */
const isoSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The file as UTF-8 XML text. */
export function writePain001(file: PaymentFile): string {
  const count = String(file.transactions.length);
  const total = amount(file.transactions.reduce((sum, t) => sum + t.amountOre, 0n));
  const header = tag(
    'GrpHdr',
    text('MsgId', file.messageId, 35) +
      tag('CreDtTm', isoSeconds(file.createdAt)) +
      tag('NbOfTxs', count) +
      tag('CtrlSum', total) +
      tag('InitgPty', text('Nm', file.debtorName, 70)),
  );
  const payment = tag(
    'PmtInf',
    text('PmtInfId', `${file.messageId}-1`, 35) +
      tag('PmtMtd', 'TRF') +
      tag('NbOfTxs', count) +
      tag('CtrlSum', total) +
      tag('PmtTpInf', tag('SvcLvl', tag('Cd', 'NURG'))) +
      tag('ReqdExctnDt', file.executionDate) +
      tag('Dbtr', text('Nm', file.debtorName, 70)) +
      tag('DbtrAcct', tag('Id', tag('IBAN', file.debtorIban)) + tag('Ccy', 'SEK')) +
      tag('DbtrAgt', tag('FinInstnId', tag('BIC', file.debtorBic))) +
      file.transactions.map(transaction).join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${PAIN_001_NAMESPACE}">${tag('CstmrCdtTrfInitn', header + payment)}</Document>\n`;
}

/** "K1234-26-3": the case number without spaces and the line number, at most 35 characters. */
export function endToEndIdOf(caseNumber: string, lineNumber: number): string {
  const suffix = `-${lineNumber}`;
  const knr = caseNumber.replace(/[^\p{L}\p{N}-]/gu, '');
  return `${knr.slice(0, 35 - suffix.length)}${suffix}`;
}

/** "Utdelning K 1234-26, Leverantören AB, fordran 1, 4": the remittance text, at most 140 characters. */
export function remittanceOf(
  caseNumber: string,
  creditorName: string,
  claimNumbers: readonly number[],
): string {
  const claims = claimNumbers.length === 1 ? 'fordran' : 'fordringar';
  return fit(`Utdelning ${caseNumber}, ${creditorName}, ${claims} ${claimNumbers.join(', ')}`, 140);
}
