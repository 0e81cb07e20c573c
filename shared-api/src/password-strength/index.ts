import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_RULES, type PasswordAudience, type PasswordProblem } from '../contract/password-policy';

/**
 * The strength half of the password rules (contract/password-policy.ts): zxcvbn with its
 * common dictionary (about 30,000 common and breached passwords, keyboard rows, sequences,
 * dates). The server imports this for every path that sets a password; the browser loads it
 * only when a form first checks a new password, because the dictionary is large (see
 * `strongPasswordCheck` in the browser entry).
 */
let estimator: ZxcvbnFactory | null = null;
const estimate = () => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
};

/** What zxcvbn warns about, as the reason our message gives (its own texts have no Swedish). */
const REASONS: Record<string, PasswordProblem> = {
  topTen: 'validation.passwordCommon',
  topHundred: 'validation.passwordCommon',
  common: 'validation.passwordCommon',
  similarToCommon: 'validation.passwordCommon',
  pwned: 'validation.passwordCommon',
  straightRow: 'validation.passwordKeyboard',
  keyPattern: 'validation.passwordKeyboard',
  simpleRepeat: 'validation.passwordRepeats',
  extendedRepeat: 'validation.passwordRepeats',
  sequences: 'validation.passwordRepeats',
  recentYears: 'validation.passwordDates',
  dates: 'validation.passwordDates',
  wordByItself: 'validation.passwordWords',
  namesByThemselves: 'validation.passwordWords',
  commonNames: 'validation.passwordWords',
  userInputs: 'validation.passwordPersonal',
};

/**
 * Words of the account that a password must not lean on: the e-mail, its local part and the
 * parts of names (a guesser tries those first).
 */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    for (const part of text.split(/[\s@._+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Why this password may not be chosen by (or for) this audience, or null when it may: the
 * length rule first, then zxcvbn's score against the audience's minimum, with the reason it
 * names. `personal` are the account's own words (`personalWords`).
 */
export function passwordProblem(
  password: string,
  audience: PasswordAudience,
  personal: readonly string[] = [],
): PasswordProblem | null {
  const rules = PASSWORD_RULES[audience];
  if (password.length < rules.minLength)
    return audience === 'staff' ? 'validation.passwordMinStaff' : 'validation.passwordMin';
  const result = estimate().check(password, [...personal]);
  if (result.score >= rules.minScore) return null;
  const warning = result.feedback.warning;
  return (warning && REASONS[warning]) || 'validation.passwordWeak';
}
