import type { Generated } from 'kysely';
import type { Language } from 'shared-api/contract';

/**
 * Kysely's view of what migration 220 adds (mail in the reader's
 * language), merged into the core tables of types.ts (the outbox's column is in
 * mail/outbox.ts).
 */
declare module './types' {
  interface CreditorsTable {
    /** Chosen at sign-up and in the profile. */
    language: Generated<Language>;
  }
  interface UsersTable {
    /** The interface language of the last sign-in; null until a sign-in states one. */
    language: Language | null;
  }
}
