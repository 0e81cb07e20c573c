import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types';

/**
 * Kysely's view of what migrations 100–107 add (sessions, throttles, codes,
 * two-factor sign-in), merged into the core tables of types.ts.
 */

declare module './types' {
  interface UsersTable {
    token_version: Generated<number>;
    /** AES-256-GCM, see auth/secret-box.ts. */
    totp_secret: string | null;
    /** A secret shown for setup, not yet confirmed with a code. */
    totp_pending_secret: string | null;
    totp_enabled_at: Date | null;
    /** The last accepted TOTP time step (read as a number). */
    totp_last_step: number | null;
  }
  interface CreditorsTable {
    token_version: Generated<number>;
  }
  interface LawFirmsTable {
    require_two_factor: Generated<boolean>;
  }
  interface Database {
    revoked_tokens: { jti: string; expires_at: Date };
    mail_requests: {
      request_id: Generated<string>;
      scope: 'email' | 'address';
      subject: string;
      requested_at: CreatedAt;
    };
    email_codes: {
      /** 'sign-in' and 'email-change' (migration 310) are keyed by the account, see auth/account-codes.ts. */
      purpose: 'verify' | 'reset' | 'sign-in' | 'email-change';
      email: string;
      code_hash: string;
      expires_at: ColumnType<Date, Date | string, Date | string>;
      attempts: Generated<number>;
      sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
    };
    recovery_codes: { user_id: number; code_hash: string; used_at: Date | null };
  }
}
