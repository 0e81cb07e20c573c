import type { Language } from 'shared-api/contract';
import { mail } from './account-mails';
import type { Mail } from './index';

/**
 * The mails of the second sign-in proof and of an e-mail change, each in one language (the
 * account's). The code is in the subject and the body, as in the sign-up and reset mails.
 */
/** The code that signs in while the account's failed-sign-in ceiling has tripped. */
export function signInCodeMail(to: string, code: string, language: Language): Mail {
  return language === 'sv'
    ? mail(to, `Inloggningskod ${code}`, [
        `Din kod för att logga in i ärendeportalen är ${code}. Den gäller i 10 minuter.`,
        'Vi ber om koden eftersom någon har försökt logga in på ditt konto med fel lösenord många gånger.',
        'Om det inte var du som loggade in nyss kan du bortse från koden, men byt gärna lösenord.',
      ])
    : mail(to, `Sign-in code ${code}`, [
        `Your code for signing in to the case portal is ${code}. It is valid for 10 minutes.`,
        'We ask for it because someone has tried to sign in to your account with a wrong password many times.',
        'If you did not just sign in, ignore the code, and consider changing your password.',
      ]);
}

/** To the new address: the code that confirms it. */
export function emailChangeCodeMail(to: string, code: string, language: Language): Mail {
  return language === 'sv'
    ? mail(to, `Bekräfta din nya e-postadress: ${code}`, [
        `Någon vill byta e-postadressen för ett konto i ärendeportalen till den här adressen. Koden är ${code}.`,
        'Adressen börjar gälla när koden har angetts i portalen. Koden gäller i 10 minuter.',
        'Om du inte känner till bytet kan du bortse från det här meddelandet: inget ändras.',
      ])
    : mail(to, `Confirm your new e-mail address: ${code}`, [
        `Someone wants to change the e-mail address of a case portal account to this one. The code is ${code}.`,
        'The address takes effect once the code has been entered in the portal. The code is valid for 10 minutes.',
        'If you know nothing of this, ignore this e-mail: nothing changes.',
      ]);
}

/** To the address in use: a change to `newAddress` was asked for (it waits for its code). */
export function emailChangeRequestedMail(to: string, newAddress: string, language: Language): Mail {
  return language === 'sv'
    ? mail(to, 'Byte av e-postadress begärt', [
        `Någon har begärt att ditt kontos e-postadress i ärendeportalen byts till ${newAddress}.`,
        'Bytet görs först när koden som skickats till den nya adressen har angetts; tills dess gäller den här adressen.',
        'Om det inte var du: logga in och byt lösenord, och kontakta förvaltaren eller portalens administratör.',
      ])
    : mail(to, 'E-mail address change requested', [
        `Someone has asked to change your case portal account's e-mail address to ${newAddress}.`,
        'It changes only once the code sent to the new address has been entered; until then this address stays in use.',
        'If it was not you: sign in and change your password, and tell the trustee or the portal administrator.',
      ]);
}

/** To the address no longer in use: the change to `newAddress` is done. */
export function emailChangedMail(to: string, newAddress: string, language: Language): Mail {
  return language === 'sv'
    ? mail(to, 'Din e-postadress har bytts', [
        `Ditt kontos e-postadress i ärendeportalen är nu ${newAddress}. Logga in med den från och med nu.`,
        'Om det inte var du: kontakta förvaltaren eller portalens administratör genast.',
      ])
    : mail(to, 'Your e-mail address has changed', [
        `Your case portal account's e-mail address is now ${newAddress}. Sign in with it from now on.`,
        'If it was not you: tell the trustee or the portal administrator at once.',
      ]);
}
