import type { Language, PriorityClass } from 'shared-api/contract';

/** The decided priority classes in running text, lower case, in the glossary's words. */
export const PRIORITY_CLASS_WORDS: Record<Language, Record<PriorityClass, string>> = {
  en: {
    SpecialPriority: 'special priority',
    GeneralPriority: 'general priority',
    NonPriority: 'non-priority',
    Subordinated: 'subordinated',
  },
  sv: {
    SpecialPriority: 'särskild förmånsrätt',
    GeneralPriority: 'allmän förmånsrätt',
    NonPriority: 'oprioriterad',
    Subordinated: 'efterställd',
  },
};
