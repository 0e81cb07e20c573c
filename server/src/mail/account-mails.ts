import type { Language } from 'shared-api/contract';
import type { Mail } from './index';

/**
 * The mails of sign-up and password reset, each in one language:
 * the account's, or for an address without one the language of the request.
 * The code is in the subject and the body.
 */
/** A mail of one language's lines (identity-mails.ts writes its mails the same way). */
export const mail = (to: string, subject: string, lines: string[]): Mail => ({
  to,
  subject,
  text: lines.join('\n'),
});

export function verificationCodeMail(to: string, code: string, language: Language): Mail {
  return language === 'sv'
    ? mail(to, `Verifieringskod ${code}`, [
        `Din verifieringskod för borgenärsportalen är ${code}. Den gäller i 10 minuter.`,
      ])
    : mail(to, `Verification code ${code}`, [
        `Your verification code for the creditor portal is ${code}. It is valid for 10 minutes.`,
      ]);
}

/** Someone signed up with an address that already has an account (the answer was the usual one). */
export function alreadyRegisteredMail(to: string, language: Language): Mail {
  return language === 'sv'
    ? mail(to, 'Du har redan ett konto', [
        'Någon, kanske du, försökte skapa ett konto i ärendeportalen med den här e-postadressen.',
        'Adressen har redan ett konto, så inget nytt skapades.',
        'Om det var du kan du logga in som vanligt eller välja "Glömt lösenordet?" på inloggningssidan.',
        'Om det inte var du kan du bortse från det här meddelandet.',
      ])
    : mail(to, 'You already have an account', [
        'Someone, perhaps you, tried to create an account in the case portal with this e-mail address.',
        'This address already has an account, so no new one was created.',
        'If it was you, sign in as usual, or choose "Forgot password?" on the sign-in page.',
        'If it was not you, you can ignore this e-mail.',
      ]);
}

export function passwordResetMail(to: string, code: string, language: Language): Mail {
  return language === 'sv'
    ? mail(to, `Kod för nytt lösenord ${code}`, [
        `Din kod för att välja ett nytt lösenord i ärendeportalen är ${code}. Den gäller i 10 minuter.`,
        'Om du inte har bett om den kan du bortse från det här meddelandet: ditt lösenord är oförändrat.',
      ])
    : mail(to, `Password reset code ${code}`, [
        `Your code for choosing a new password in the case portal is ${code}. It is valid for 10 minutes.`,
        'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
      ]);
}
