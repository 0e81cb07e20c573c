import { amountToOre, type draftProposalBodySchema, type Language } from 'shared-api/contract';
import type { z } from 'zod';
import type { Session } from '../auth/session';
import { admittedClaimsOf, firmSettings, lockCaseForProposal } from '../db/dividends-repository';
import type { Executor } from '../db/types';
import { badRequest, conflict } from '../http/errors';
import { computeProposal, ProposalInputError, type ProposalResult } from './compute';
import { type FrozenVersion, freeze } from './frozen';

/**
 * A new version of a case's proposal: the admitted claims as they stand now, computed with the
 * amounts entered and the firm's minimum in force, stored frozen with its lines (in the caller's
 * transaction, the case row locked so two drafts of one case get two numbers).
 */

type DraftInput = z.output<typeof draftProposalBodySchema>;

const REFUSALS = {
  undecidedClaims: {
    en: (names: string) => `These admitted claims have no decided priority class yet: ${names}`,
    sv: (names: string) => `Dessa godkända fordringar saknar beslutad förmånsrätt: ${names}`,
  },
  specialWithoutAsset: {
    en: (names: string) => `These claims have a special priority without its asset: ${names}`,
    sv: (names: string) => `Dessa fordringar har särskild förmånsrätt utan angiven egendom: ${names}`,
  },
  unknownAssets: {
    en: (names: string) => `No admitted claim has a special priority in: ${names}`,
    sv: (names: string) => `Ingen godkänd fordran har särskild förmånsrätt i: ${names}`,
  },
  duplicateAssets: {
    en: (names: string) => `An asset is entered more than once: ${names}`,
    sv: (names: string) => `En egendom är angiven mer än en gång: ${names}`,
  },
  negative: { en: () => 'The amounts cannot be negative', sv: () => 'Beloppen kan inte vara negativa' },
} as const;

/** The refusal of a proposal that cannot be computed, in the caller's language, naming the claims. */
export function refusalOf(error: ProposalInputError, language: Language): string {
  const names = error.names.map((n) =>
    typeof n === 'number' ? `${language === 'sv' ? 'nr' : 'no.'} ${n}` : n,
  );
  return REFUSALS[error.reason][language](names.join(', '));
}

async function storeVersion(
  trx: Executor,
  caseId: number,
  session: Session,
  input: DraftInput,
  minimum: string,
  frozen: FrozenVersion,
) {
  const last = await trx
    .selectFrom('dividend_proposals')
    .select((eb) => [eb.fn.max('version').as('version'), eb.fn.max('confirmed_on').as('confirmed')])
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (last?.confirmed) throw conflict('A version of the proposal has been confirmed already');
  const version = Number(last?.version ?? 0) + 1;
  const creator = await trx
    .selectFrom('users')
    .select('name')
    .where('user_id', '=', session.id)
    .executeTakeFirst();
  const { proposal_id: proposalId } = await trx
    .insertInto('dividend_proposals')
    .values({
      case_id: caseId,
      version,
      assets: JSON.stringify(input.assets),
      rest_amount: input.rest,
      minimum_dividend: minimum,
      entered_amount: frozen.enteredAmount,
      distributed_amount: frozen.distributedAmount,
      paid_out_amount: frozen.paidOutAmount,
      not_paid_out_amount: frozen.notPaidOutAmount,
      surplus_amount: frozen.surplusAmount,
      classes: JSON.stringify(frozen.classes),
      created_by_user_id: session.id,
      created_by: creator?.name || session.email,
    })
    .returning('proposal_id')
    .executeTakeFirstOrThrow();
  const rows = frozen.lines.map((line) => ({
    proposal_id: proposalId,
    line_number: line.lineNumber,
    creditor_id: line.creditorId,
    creditor_name: line.creditorName,
    claim_numbers: line.claimNumbers,
    dividend_amount: line.dividendAmount,
    paid_out: line.paidOut,
    parts: JSON.stringify(line.parts),
  }));
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('dividend_lines')
      .values(rows.slice(start, start + 500))
      .execute();
  return { proposalId, version };
}

/** Computes and stores the next version; 400 naming the claims a proposal cannot take yet. */
export async function draftVersion(
  trx: Executor,
  session: Session,
  facts: { caseId: number; lawFirmId: number },
  input: DraftInput,
  language: Language,
) {
  await lockCaseForProposal(trx, facts.caseId);
  const claims = await admittedClaimsOf(trx, facts.caseId);
  const { minimumDividend } = await firmSettings(trx, facts.lawFirmId);
  let result: ProposalResult;
  try {
    result = computeProposal(claims, {
      assets: input.assets.map((a) => ({ asset: a.asset, amountOre: amountToOre(a.amount) })),
      restOre: amountToOre(input.rest),
      minimumOre: amountToOre(minimumDividend),
    });
  } catch (error) {
    if (error instanceof ProposalInputError) throw badRequest(refusalOf(error, language));
    throw error;
  }
  return storeVersion(trx, facts.caseId, session, input, minimumDividend, freeze(result));
}
