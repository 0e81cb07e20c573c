import type { InvitationMailFacts } from '../db/invitations-repository';
import { mailTemplate } from '../mail/templates';

/** The parameters of one invitation mail (outbox template `case-invitation`). */
export interface InvitationMailParams extends InvitationMailFacts {
  name: string;
  email: string;
  token: string;
}

/** The sign-up page with the e-mail filled in, bound to the case by the token. */
export const signupLinkOf = (p: Pick<InvitationMailParams, 'publicUrl' | 'email' | 'token'>) =>
  `${p.publicUrl}/creditors-portal-signup?invitation=${encodeURIComponent(p.token)}&email=${encodeURIComponent(p.email)}`;

/** The creditor sign-in page, which accepts the invitation once signed in. */
export const signinLinkOf = (p: Pick<InvitationMailParams, 'publicUrl' | 'token'>) =>
  `${p.publicUrl}/creditors-portal?invitation=${encodeURIComponent(p.token)}`;

/**
 * The invitation, in Swedish with English below (the reader's language is not
 * known): who invites, to which case, the sign-up link and, for an existing account, the sign-in
 * link. Rendered at delivery from the outbox row's parameters.
 */
export function invitationMail(p: InvitationMailParams): { subject: string; text: string } {
  const caseLine = `${p.debtorName} (${p.knr})`;
  const signup = signupLinkOf(p);
  const signin = signinLinkOf(p);
  return {
    subject: `Inbjudan att bevaka i konkursen / Invitation to follow the case: ${caseLine}`,
    text: [
      `Hej ${p.name},`,
      '',
      `${p.lawfirmName} är förvaltare i ärendet ${caseLine} och har funnit er bland gäldenärens borgenärer.`,
      'I portalen kan ni följa ärendet, läsa förvaltarens meddelanden och bevaka er fordran.',
      '',
      `Skapa ett konto (e-postadressen är redan ifylld): ${signup}`,
      `Har ni redan ett konto? Logga in här så följer ni ärendet: ${signin}`,
      'Länken gäller i 60 dagar och bara för den här e-postadressen.',
      '',
      '---',
      '',
      `Hello ${p.name},`,
      '',
      `${p.lawfirmName} is the trustee of the case ${caseLine} and has found you among the debtor's creditors.`,
      "In the portal you can follow the case, read the trustee's messages and file your claim.",
      '',
      `Create an account (the e-mail address is filled in): ${signup}`,
      `Already have an account? Sign in here to follow the case: ${signin}`,
      'The link works for 60 days and only for this e-mail address.',
    ].join('\n'),
  };
}

/** The invitation as an outbox template (the rows are written by db/invitations-repository.ts). */
export const invitationMailTemplate = mailTemplate('case-invitation', invitationMail);
