-- A mail that reaches a debt collector only because it acts for a creditor (the receipt and the
-- decision of a claim it filed for that creditor) names the two: for_debt_collector_id acts for
-- for_creditor_id. Delivery sends such a mail only while that creditor's approval of the debt
-- collector stands at the moment of sending; both are NULL on every other mail (src/mail/acting-for.ts).
ALTER TABLE mail_outbox
  ADD COLUMN for_debt_collector_id integer,
  ADD COLUMN for_creditor_id       integer;
