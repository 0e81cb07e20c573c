import type { Language, ObjectionState } from 'shared-api/contract';
import { PRIORITY_CLASS_WORDS } from '../claims/priority-words';

/** The objection routes' refusals and the words of their mails and bundle, in both languages. */
export const OBJECTION_TEXTS = {
  en: {
    noObjectionPeriod: 'The trustee has not set an objection deadline for this case yet',
    objectionsClosed: (date: string) =>
      `The objection period ended on ${date}: objections are no longer taken`,
    settlementClosed: (date: string) =>
      `The settlement deadline was ${date}: replies are no longer taken, the objection is a claims dispute`,
    notPublished: 'Objections are only to claims of a published claims register',
    ownClaim: 'You cannot object to your own claim',
    notCreditor: 'That creditor does not follow this case',
    amountMissing: 'Enter the amount you hold right',
    priorityMissing: 'Choose the priority class you hold right',
    notClaimant: 'Only the claimant, or the debt collector it approved, may reply to an objection',
    notObjector: 'Only the one who objected may withdraw the objection',
    notOpen: (state: string) => `The objection is ${state} and can no longer be changed this way`,
    notDisputed: 'Only a claims dispute goes to the district court',
    tooHigh: 'The amount cannot be more than the claimed amount',
    assetOnlySpecial: 'An asset goes only with special priority',
  },
  sv: {
    noObjectionPeriod: 'Förvaltaren har ännu inte bestämt någon sista dag för anmärkningar i ärendet',
    objectionsClosed: (date: string) => `Anmärkningstiden gick ut ${date}: anmärkningar tas inte längre emot`,
    settlementClosed: (date: string) =>
      `Sista dag för förlikning var ${date}: svar tas inte längre emot, anmärkningen är en bevakningstvist`,
    notPublished: 'Anmärkningar kan bara göras mot fordringar i en publicerad bevakningsförteckning',
    ownClaim: 'Ni kan inte anmärka mot er egen fordran',
    notCreditor: 'Den borgenären följer inte ärendet',
    amountMissing: 'Ange det belopp ni anser riktigt',
    priorityMissing: 'Välj den förmånsrätt ni anser riktig',
    notClaimant:
      'Bara borgenären som bevakat fordringen, eller dess godkända inkassobolag, kan svara på en anmärkning',
    notObjector: 'Bara den som gjort anmärkningen kan återkalla den',
    notOpen: (state: string) => `Anmärkningen är ${state} och kan inte längre ändras på det sättet`,
    notDisputed: 'Bara en bevakningstvist går till tingsrätten',
    tooHigh: 'Beloppet får inte vara högre än det bevakade',
    assetOnlySpecial: 'En tillgång anges bara vid särskild förmånsrätt',
  },
} as const;

export const STATE_WORDS: Record<Language, Record<ObjectionState, string>> = {
  en: {
    Open: 'open',
    Withdrawn: 'withdrawn',
    Settled: 'settled',
    Disputed: 'a claims dispute',
    Decided: 'decided by the court',
  },
  sv: {
    Open: 'öppen',
    Withdrawn: 'återkallad',
    Settled: 'förlikt',
    Disputed: 'en bevakningstvist',
    Decided: 'avgjord av tingsrätten',
  },
};

export const PRIORITY_WORDS = PRIORITY_CLASS_WORDS;

/** "the amount", "the priority", "the amount and the priority". */
export function disputedWhat(language: Language, amount: boolean, priority: boolean): string {
  const words =
    language === 'sv' ? ['beloppet', 'förmånsrätten', 'och'] : ['the amount', 'the priority', 'and'];
  return [amount ? words[0] : '', priority ? words[1] : ''].filter(Boolean).join(` ${words[2]} `);
}
