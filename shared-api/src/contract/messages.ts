/**
 * Texts for the validation keys used in the contract's schemas, in both
 * languages. The front end merges these into its i18next resources; the
 * server uses them for the `message` of a 400 in the caller's language.
 */
export const validationMessages = {
  en: {
    'validation.required': 'This field is required',
    'validation.email': 'Invalid email',
    'validation.passwordMin': 'Password must be at least 6 characters',
    'validation.passwordsMustMatch': 'Passwords do not match',
    'validation.tooLong': 'This value is too long',
    'validation.id': 'Must be a positive whole number',
    'validation.invalid': 'Invalid value',
  },
  sv: {
    'validation.required': 'Fältet är obligatoriskt',
    'validation.email': 'Ogiltig e-postadress',
    'validation.passwordMin': 'Lösenordet måste ha minst 6 tecken',
    'validation.passwordsMustMatch': 'Lösenorden matchar inte',
    'validation.tooLong': 'Värdet är för långt',
    'validation.id': 'Måste vara ett positivt heltal',
    'validation.invalid': 'Ogiltigt värde',
  },
} as const;

export type ValidationKey = keyof (typeof validationMessages)['en'];
export type Language = keyof typeof validationMessages;
