import type { FastifyBaseLogger } from 'fastify';
import type { Language } from 'shared-api/contract';
import { type ClaimRow, claimBasisValues } from '../db/claims-repository';
import type { Executor } from '../db/types';
import { enqueueMail, uniqueKey } from '../mail/outbox';
import { claimMailEntries } from './claim-readers';
import { decidedClassLine } from './claim-step-mails';
import { formatAmount, receiptFileName, renderReceipt } from './receipt';

/**
 * Every mail of the claims procedure, in one place: the
 * receipt on filing and the notice of the firm's decision. Both are queued in
 * the outbox inside the write's transaction and delivered after
 * the write has committed; a failed mail is logged and never undoes it. Each
 * mail is in its reader's language; the receipt PDF attached is
 * the claim's document in the filer's language, the same for every reader.
 */

/** The basis label in a language ("Leverantörsfaktura"), or the stored value. */
export async function basisLabelOf(db: Executor, value: string, language: Language): Promise<string> {
  const row = (await claimBasisValues(db)).find((r) => r.keyValue === value);
  return row ? (language === 'sv' ? row.labelSv : row.labelEn) : value;
}

/** The claim's receipt PDF in the filer's language, with its file name. */
export async function receiptOf(db: Executor, claim: ClaimRow, language: Language = claim.filerLanguage) {
  const content = await renderReceipt({
    claim,
    language,
    basisLabel: await basisLabelOf(db, claim.claimBasis, language),
  });
  return { content, filename: receiptFileName(claim, language) };
}

const caseLine = (claim: ClaimRow) => `${claim.debtorName} (${claim.knr})`;

export function claimReceivedText(claim: ClaimRow, language: Language) {
  const late = claim.isLate;
  return language === 'sv'
    ? {
        subject: `Mottagningsbevis: fordran nr ${claim.claimNumber}, ${caseLine(claim)}`,
        text: [
          `${claim.lawFirmName} har tagit emot er bevakning i ärendet ${caseLine(claim)}.`,
          `Fordringen har nummer ${claim.claimNumber} och gäller ${formatAmount(claim.claimAmount, 'sv')}.`,
          ...(late
            ? ['Fordringen bevakades efter bevakningsdagen och är markerad som för sent bevakad.']
            : []),
          'Mottagningsbeviset finns bifogat och kan också hämtas från fordringens rad i portalen.',
        ].join('\n'),
      }
    : {
        subject: `Receipt: claim no. ${claim.claimNumber}, ${caseLine(claim)}`,
        text: [
          `${claim.lawFirmName} has received your claim in the case ${caseLine(claim)}.`,
          `The claim has number ${claim.claimNumber} and is for ${formatAmount(claim.claimAmount, 'en')}.`,
          ...(late ? ['The claim was filed after the claims deadline and is marked as late.'] : []),
          "The receipt is attached; you can also download it from the claim's row in the portal.",
        ].join('\n'),
      };
}

const DECISION_WORDS = {
  Pending: { sv: 'väntar på prövning', en: 'is awaiting examination' },
  Approved: { sv: 'har godkänts', en: 'has been approved' },
  Rejected: { sv: 'har bestridits (avvisats)', en: 'has been rejected' },
  Paid: { sv: 'har betalats', en: 'has been paid' },
} as const;

export function claimDecidedText(claim: ClaimRow, language: Language) {
  const partial =
    claim.approvedAmount !== null &&
    claim.approvedAmount !== claim.claimAmount &&
    claim.status !== 'Rejected';
  const sv = partial ? 'har godkänts delvis' : DECISION_WORDS[claim.status].sv;
  const en = partial ? 'has been partly approved' : DECISION_WORDS[claim.status].en;
  const amounts =
    claim.approvedAmount !== null && (claim.status === 'Approved' || claim.status === 'Paid')
      ? [
          language === 'sv'
            ? `Godkänt belopp: ${formatAmount(claim.approvedAmount, 'sv')} av bevakade ${formatAmount(claim.claimAmount, 'sv')}.`
            : `Approved amount: ${formatAmount(claim.approvedAmount, 'en')} of ${formatAmount(claim.claimAmount, 'en')} claimed.`,
        ]
      : [];
  const reason = (label: string) => (claim.decisionReason ? [`${label}: ${claim.decisionReason}`] : []);
  const priority = decidedClassLine(claim, language);
  return language === 'sv'
    ? {
        subject: `Beslut om fordran nr ${claim.claimNumber}, ${caseLine(claim)}`,
        text: [
          `Fordran nr ${claim.claimNumber} i ärendet ${caseLine(claim)} ${sv}.`,
          ...amounts,
          ...priority,
          ...reason('Skäl'),
          'Logga in i portalen för att se beslutet.',
        ].join('\n'),
      }
    : {
        subject: `Decision on claim no. ${claim.claimNumber}, ${caseLine(claim)}`,
        text: [
          `Claim no. ${claim.claimNumber} in the case ${caseLine(claim)} ${en}.`,
          ...amounts,
          ...priority,
          ...reason('Reason'),
          'Sign in to the portal to see the decision.',
        ].join('\n'),
      };
}

/**
 * On filing, inside its transaction: the receipt to the creditor (and to the
 * debt collector that filed it, while the creditor approves it). A receipt that cannot be drawn is logged and
 * the mail goes without it: the claim is never lost for its receipt, which can
 * still be downloaded from the claim's row.
 */
export async function queueClaimReceipt(trx: Executor, log: FastifyBaseLogger, claim: ClaimRow) {
  let attachments: { filename: string; content: Buffer; contentType: string }[] = [];
  try {
    const receipt = await receiptOf(trx, claim);
    attachments = [{ filename: receipt.filename, content: receipt.content, contentType: 'application/pdf' }];
  } catch (error) {
    log.error({ err: error, claimId: claim.claimId }, 'claim receipt could not be drawn');
  }
  await enqueueMail(
    trx,
    await claimMailEntries(trx, `claim-receipt:${claim.claimId}`, claim, (language) => ({
      ...claimReceivedText(claim, language),
      attachments,
    })),
  );
}

/**
 * On the firm's decision, inside its transaction: the notice to the creditor, and to the debt
 * collector that filed the claim while the creditor approves it (claim-readers.ts).
 */
export async function queueClaimDecision(trx: Executor, claim: ClaimRow) {
  await enqueueMail(
    trx,
    await claimMailEntries(trx, uniqueKey(`claim-decision:${claim.claimId}`), claim, (language) =>
      claimDecidedText(claim, language),
    ),
  );
}
