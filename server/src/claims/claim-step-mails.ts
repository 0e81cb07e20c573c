import type { Language } from 'shared-api/contract';
import type { ClaimRow } from '../db/claims-repository';
import type { Executor } from '../db/types';
import { enqueueMail, uniqueKey } from '../mail/outbox';
import { claimMailEntries } from './claim-readers';
import { PRIORITY_CLASS_WORDS } from './priority-words';

/**
 * The mails of a claim's later steps, to its creditor and the debt collector it approves (checked
 * again when sent, mail/acting-for.ts), each in the reader's language, queued in the write's
 * transaction: the trustee's question, the answer received, the withdrawal.
 */

export type ClaimStepMail =
  | { kind: 'question'; question: string }
  | { kind: 'answered' }
  | { kind: 'withdrawn' };

const caseLine = (claim: ClaimRow) => `${claim.debtorName} (${claim.knr})`;

const CLASS_WORDS = PRIORITY_CLASS_WORDS;

/** The decision mail's line on the decided class ("Förmånsrätt: särskild förmånsrätt i …"), if one is set. */
export function decidedClassLine(claim: ClaimRow, language: Language): string[] {
  if (!claim.priorityClass || (claim.status !== 'Approved' && claim.status !== 'Paid')) return [];
  const words = CLASS_WORDS[language][claim.priorityClass];
  const asset = claim.priorityAsset
    ? language === 'sv'
      ? ` i ${claim.priorityAsset}`
      : ` in ${claim.priorityAsset}`
    : '';
  return [language === 'sv' ? `Förmånsrätt: ${words}${asset}.` : `Priority class: ${words}${asset}.`];
}

export function claimStepText(claim: ClaimRow, step: ClaimStepMail, language: Language) {
  const n = claim.claimNumber;
  const sv = language === 'sv';
  switch (step.kind) {
    case 'question':
      return sv
        ? {
            subject: `Förvaltaren begär komplettering: fordran nr ${n}, ${caseLine(claim)}`,
            text: [
              `${claim.lawFirmName} behöver mer information om fordran nr ${n} i ärendet ${caseLine(claim)}:`,
              step.question,
              'Logga in i portalen för att svara, gärna med underlag. Fordringen prövas när svaret har kommit in.',
            ].join('\n'),
          }
        : {
            subject: `The trustee asks for more information: claim no. ${n}, ${caseLine(claim)}`,
            text: [
              `${claim.lawFirmName} needs more information about claim no. ${n} in the case ${caseLine(claim)}:`,
              step.question,
              'Sign in to the portal to answer, with documents if you have them. The claim is examined once the answer is in.',
            ].join('\n'),
          };
    case 'answered':
      return sv
        ? {
            subject: `Svar mottaget: fordran nr ${n}, ${caseLine(claim)}`,
            text: [
              `Svaret på förvaltarens fråga om fordran nr ${n} i ärendet ${caseLine(claim)} har tagits emot.`,
              'Fordringen prövas nu på nytt.',
            ].join('\n'),
          }
        : {
            subject: `Answer received: claim no. ${n}, ${caseLine(claim)}`,
            text: [
              `The answer to the trustee's question about claim no. ${n} in the case ${caseLine(claim)} has been received.`,
              'The claim is back under review.',
            ].join('\n'),
          };
    case 'withdrawn':
      return sv
        ? {
            subject: `Bevakning återkallad: fordran nr ${n}, ${caseLine(claim)}`,
            text: [
              `Fordran nr ${n} i ärendet ${caseLine(claim)} har återkallats.`,
              'Den står kvar i bevakningsförteckningen som återkallad och räknas inte med i något belopp eller någon utdelning.',
            ].join('\n'),
          }
        : {
            subject: `Claim withdrawn: claim no. ${n}, ${caseLine(claim)}`,
            text: [
              `Claim no. ${n} in the case ${caseLine(claim)} has been withdrawn.`,
              'It stays in the claims register as withdrawn and counts in no amount and no dividend.',
            ].join('\n'),
          };
  }
}

export async function queueClaimStepMail(trx: Executor, claim: ClaimRow, step: ClaimStepMail) {
  await enqueueMail(
    trx,
    await claimMailEntries(trx, uniqueKey(`claim-${step.kind}:${claim.claimId}`), claim, (language) =>
      claimStepText(claim, step, language),
    ),
  );
}
