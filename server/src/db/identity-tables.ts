import type { ColumnType } from 'kysely';

/**
 * Kysely's view of what migrations 310–314 add: e-mail changes that wait for their code, and
 * sign-in challenges that work once.
 */
declare module './types' {
  interface UsersTable {
    /** A new address waiting for its code; `email` stays the one that counts until then. */
    pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  }
  interface CreditorsTable {
    pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  }
  interface Database {
    used_sign_in_challenges: { nonce: string; expires_at: Date };
  }
}
