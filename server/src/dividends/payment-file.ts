import { amountToOre, type Language } from 'shared-api/contract';
import { formatStockholm } from '../claims/register-texts';
import { bankStandings, isPayable } from '../db/bank-details-repository';
import { type DividendCase, linesOf, type ProposalRow } from '../db/dividends-repository';
import type { Executor } from '../db/types';
import { conflict } from '../http/errors';
import { endToEndIdOf, remittanceOf, writePain001 } from './pain001';
import { swedishToday } from './views';

/**
 * The payment file of a final version: every line paid out and not yet paid (or returned), to the
 * creditor's current bank details. Refused (409, in the caller's language) before the version is final,
 * without the estate's account, or naming each line without bank details or with details held.
 */

const TEXTS = {
  en: {
    notFinal: 'The payment file can be made once the proposal is final',
    noAccount: "Set the estate's account (IBAN and BIC) first",
    nothing: 'Every line paid out is paid already',
    refused: (lines: string) => `These lines cannot be paid yet: ${lines}`,
    none: 'no bank details',
    held: (until: string) => `bank details changed, held until ${until}`,
    line: (n: number, name: string, why: string) => `line ${n} (${name}): ${why}`,
  },
  sv: {
    notFinal: 'Betalfilen kan skapas när utdelningsförslaget har vunnit laga kraft',
    noAccount: 'Ange först konkursboets konto (IBAN och BIC)',
    nothing: 'Alla rader som betalas ut är redan betalda',
    refused: (lines: string) => `Dessa rader kan inte betalas ännu: ${lines}`,
    none: 'bankuppgifter saknas',
    held: (until: string) => `bankuppgifterna har ändrats, spärrade till ${until}`,
    line: (n: number, name: string, why: string) => `rad ${n} (${name}): ${why}`,
  },
} as const;

export async function buildPaymentFile(
  db: Executor,
  proposal: ProposalRow,
  dividendCase: DividendCase,
  language: Language,
  now = new Date(),
): Promise<{ xml: string; lineNumbers: number[] }> {
  const t = TEXTS[language];
  if (!proposal.finalOn) throw conflict(t.notFinal);
  if (!dividendCase.estateIban || !dividendCase.estateBic) throw conflict(t.noAccount);
  const lines = (await linesOf(db, proposal.proposalId)).filter(
    (l) => l.paidOut && l.paymentStatus !== 'Paid' && l.creditorId !== null,
  );
  if (lines.length === 0) throw conflict(t.nothing);
  const standings = await bankStandings(
    db,
    dividendCase.lawFirmId,
    lines.map((l) => l.creditorId as number),
    now,
  );
  const refused = lines.flatMap((line) => {
    const standing = standings.get(line.creditorId as number);
    if (isPayable(standing)) return [];
    const why = standing?.heldUntil ? t.held(formatStockholm(standing.heldUntil)) : t.none;
    return [t.line(line.lineNumber, line.creditorName, why)];
  });
  if (refused.length) throw conflict(t.refused(refused.join('; ')));
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const xml = writePain001({
    messageId: `${endToEndIdOf(dividendCase.knr, proposal.version).slice(0, 20)}-${stamp}`,
    createdAt: now,
    executionDate: swedishToday(now),
    debtorName: `Konkursboet efter ${dividendCase.debtorName}`,
    debtorIban: dividendCase.estateIban,
    debtorBic: dividendCase.estateBic,
    transactions: lines.map((line) => ({
      endToEndId: endToEndIdOf(dividendCase.knr, line.lineNumber),
      amountOre: amountToOre(line.dividendAmount),
      creditorName: line.creditorName,
      // isPayable above: every line's standing has its details.
      account: standings.get(line.creditorId as number)?.details ?? (null as never),
      remittance: remittanceOf(dividendCase.knr, line.creditorName, line.claimNumbers),
    })),
  });
  return { xml, lineNumbers: lines.map((l) => l.lineNumber) };
}
