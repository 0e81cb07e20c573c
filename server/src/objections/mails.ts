import type { Language } from 'shared-api/contract';
import { claimMailEntries, creditorMailEntries } from '../claims/claim-readers';
import { formatAmount } from '../claims/receipt';
import type { ClaimRow } from '../db/claims-repository';
import type { ObjectionRow } from '../db/objections-repository';
import type { Executor } from '../db/types';
import { entriesInReaderLanguages } from '../mail/languages';
import { enqueueMail, type OutboxEntry, uniqueKey } from '../mail/outbox';
import { disputedWhat, PRIORITY_WORDS } from './texts';

/**
 * The mails of an objection, queued in the outbox inside the write's transaction, each reader in
 * its own language. The claimant is reached through claim-readers.ts (its debt collector only while
 * approved, checked again when sent); the trustee is the case's administrator e-mail, else the
 * firm's contact; a creditor's objection reaches the creditor and the debt collector that filed it
 * for that creditor, with the same check at sending.
 */

export type ObjectionStep = 'filed' | 'reply' | 'withdrawn' | 'settled' | 'courtOutcome';

const caseLine = (claim: ClaimRow) => `${claim.debtorName} (${claim.knr})`;

function render(step: ObjectionStep, objection: ObjectionRow, claim: ClaimRow, language: Language) {
  const sv = language === 'sv';
  const n = claim.claimNumber;
  const what = disputedWhat(language, objection.disputesAmount, objection.disputesPriority);
  const outcome = (amount: string | null, priority: ObjectionRow['settledPriorityClass']) =>
    amount && priority
      ? sv
        ? `Fordringen godkänns med ${formatAmount(amount, 'sv')}, ${PRIORITY_WORDS.sv[priority]}.`
        : `The claim is admitted at ${formatAmount(amount, 'en')}, ${PRIORITY_WORDS.en[priority]}.`
      : '';
  const lines: Record<ObjectionStep, [string, string]> = sv
    ? {
        filed: [
          `Anmärkning mot fordran nr ${n}, ${caseLine(claim)}`,
          `${objection.objectorName} har anmärkt mot ${what} i fordran nr ${n} (${claim.creditorName}).\nSkäl: ${objection.reason}\nBorgenären kan svara i portalen fram till sista dag för förlikning.`,
        ],
        reply: [
          `Svar på anmärkning mot fordran nr ${n}, ${caseLine(claim)}`,
          `${claim.creditorName} har svarat på anmärkningen mot fordran nr ${n}. Logga in i portalen för att läsa svaret.`,
        ],
        withdrawn: [
          `Anmärkning återkallad: fordran nr ${n}, ${caseLine(claim)}`,
          `${objection.objectorName} har återkallat sin anmärkning mot fordran nr ${n}.`,
        ],
        settled: [
          `Förlikning om fordran nr ${n}, ${caseLine(claim)}`,
          `Förvaltaren har registrerat en förlikning om anmärkningen mot fordran nr ${n}.\n${outcome(objection.settledAmount, objection.settledPriorityClass)}`,
        ],
        courtOutcome: [
          `Tingsrättens avgörande om fordran nr ${n}, ${caseLine(claim)}`,
          `Tingsrätten har avgjort bevakningstvisten om fordran nr ${n} den ${objection.courtDecidedOn}.\n${outcome(objection.decidedAmount, objection.decidedPriorityClass)}`,
        ],
      }
    : {
        filed: [
          `Objection to claim no. ${n}, ${caseLine(claim)}`,
          `${objection.objectorName} has objected to ${what} of claim no. ${n} (${claim.creditorName}).\nReason: ${objection.reason}\nThe creditor can reply in the portal until the settlement deadline.`,
        ],
        reply: [
          `Reply to the objection to claim no. ${n}, ${caseLine(claim)}`,
          `${claim.creditorName} has replied to the objection to claim no. ${n}. Sign in to the portal to read the reply.`,
        ],
        withdrawn: [
          `Objection withdrawn: claim no. ${n}, ${caseLine(claim)}`,
          `${objection.objectorName} has withdrawn its objection to claim no. ${n}.`,
        ],
        settled: [
          `Settlement on claim no. ${n}, ${caseLine(claim)}`,
          `The trustee has recorded a settlement of the objection to claim no. ${n}.\n${outcome(objection.settledAmount, objection.settledPriorityClass)}`,
        ],
        courtOutcome: [
          `The district court's decision on claim no. ${n}, ${caseLine(claim)}`,
          `The district court decided the claims dispute on claim no. ${n} on ${objection.courtDecidedOn}.\n${outcome(objection.decidedAmount, objection.decidedPriorityClass)}`,
        ],
      };
  const [subject, text] = lines[step];
  return {
    subject,
    text: `${text}\n${sv ? 'Logga in i portalen för att se anmärkningen.' : 'Sign in to the portal to see the objection.'}`,
  };
}

async function trusteeAddress(db: Executor, caseId: number): Promise<string | null> {
  const row = await db
    .selectFrom('cases')
    .innerJoin('law_firms', 'law_firms.law_firm_id', 'cases.law_firm_id')
    .select(['cases.administrator_email', 'law_firms.contact_email'])
    .where('cases.case_id', '=', caseId)
    .executeTakeFirst();
  return row?.administrator_email || row?.contact_email || null;
}

/** The creditor that objected, and the debt collector that filed the objection for it while still approved. */
async function objectorEntries(
  db: Executor,
  key: string,
  objection: ObjectionRow,
  draw: (language: Language) => { subject: string; text: string },
): Promise<OutboxEntry[]> {
  if (objection.objectorCreditorId === null) return [];
  return creditorMailEntries(db, key, objection.objectorCreditorId, objection.actingDebtCollectorId, draw);
}

/** Who hears of each step: the claimant, the objector and the trustee, as the step concerns them. */
const READERS: Record<ObjectionStep, { claimant: boolean; objector: boolean; trustee: boolean }> = {
  filed: { claimant: true, objector: false, trustee: true },
  reply: { claimant: false, objector: true, trustee: true },
  withdrawn: { claimant: true, objector: false, trustee: true },
  settled: { claimant: true, objector: true, trustee: false },
  courtOutcome: { claimant: true, objector: true, trustee: false },
};

export async function queueObjectionMail(
  trx: Executor,
  step: ObjectionStep,
  objection: ObjectionRow,
  claim: ClaimRow,
): Promise<void> {
  const key = uniqueKey(`objection-${step}:${objection.objectionId}`);
  const draw = (language: Language) => render(step, objection, claim, language);
  const who = READERS[step];
  const entries: OutboxEntry[] = [];
  if (who.claimant) entries.push(...(await claimMailEntries(trx, `${key}:claimant`, claim, draw)));
  if (who.objector) entries.push(...(await objectorEntries(trx, `${key}:objector`, objection, draw)));
  const trustee = await trusteeAddress(trx, objection.caseId);
  const trusteeHears = who.trustee || (who.objector && objection.byTrustee);
  if (trusteeHears && trustee)
    entries.push(...(await entriesInReaderLanguages(trx, `${key}:trustee`, [trustee], draw)));
  if (entries.length) await enqueueMail(trx, entries);
}
