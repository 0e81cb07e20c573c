import { type RawBuilder, sql } from 'kysely';

/**
 * A debt collector hears of a creditor's affairs only while that creditor lets it act for it.
 * A mail that reaches a debt collector because it acts for a creditor (the receipt and the
 * decision of a claim it filed for that creditor, and any later mail about such a claim) carries
 * `actingFor` into the outbox (migration 315). The right is asked twice: when the mail is queued
 * (a debt collector no longer approved is not queued at all) and again when delivery takes it
 * (send-one.ts): a mail whose creditor has revoked or declined the debt collector in between is
 * closed unsent (`withheld_at`, migration 316). A mail to the creditor itself never carries it. See
 * docs/decisions/0031-debt-collector-mail-checked-when-sent.md.
 */
export interface ActingFor {
  debtCollectorId: number;
  creditorId: number;
}

/**
 * SQL: whether the outbox row `row` (an alias of mail_outbox) must not be sent now: it is a
 * debt collector's mail on a creditor's behalf, and that creditor's approval does not stand.
 */
export const withheldNowSql = (row: string): RawBuilder<boolean> => sql<boolean>`(
  ${sql.ref(`${row}.for_creditor_id`)} IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM debt_collector_creditors approval
    WHERE approval.debt_collector_id = ${sql.ref(`${row}.for_debt_collector_id`)}
      AND approval.creditor_id = ${sql.ref(`${row}.for_creditor_id`)}
      AND approval.status = 'Approved'))`;
