-- The claims procedure a trustee runs.
-- The claims deadline (bevakningsdag) of a case: a calendar date; a claim filed after the end of
--    that day (Swedish time) is late. Computed on read, so moving the deadline moves the marks.
ALTER TABLE cases ADD COLUMN claims_deadline date;
-- Claim numbers per case in filing order, never reused: the next number lives on the case and
--    is taken with an UPDATE of the case row (a row lock) in the filing's transaction.
ALTER TABLE cases ADD COLUMN next_claim_number integer NOT NULL DEFAULT 1;
ALTER TABLE invoices ADD COLUMN claim_number integer;
UPDATE invoices i SET claim_number = n.number
  FROM (
    SELECT invoice_id, row_number() OVER (PARTITION BY case_id ORDER BY created_at, invoice_id) AS number
    FROM invoices
  ) n
  WHERE n.invoice_id = i.invoice_id;
UPDATE cases c SET next_claim_number = COALESCE(
  (SELECT max(claim_number) + 1 FROM invoices i WHERE i.case_id = c.case_id), 1);
ALTER TABLE invoices ALTER COLUMN claim_number SET NOT NULL;
CREATE UNIQUE INDEX invoices_case_claim_number_idx ON invoices (case_id, claim_number);
-- Every insert takes the case's next number, whichever path inserts (routes, seed, bench). The UPDATE
-- locks the case row until the filing commits, so concurrent filings in one case queue for it; a
-- rolled-back filing gives its number back, a deleted claim never does.
CREATE FUNCTION invoices_take_claim_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cases SET next_claim_number = next_claim_number + 1
    WHERE case_id = NEW.case_id
    RETURNING next_claim_number - 1 INTO NEW.claim_number;
  RETURN NEW;
END;
$$;
CREATE TRIGGER invoices_claim_number BEFORE INSERT ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_take_claim_number();
-- The receipt: the filer's language and the attachment's SHA-256 (hex) at filing.
ALTER TABLE invoices ADD COLUMN filer_language text NOT NULL DEFAULT 'en' CHECK (filer_language IN ('en', 'sv'));
ALTER TABLE invoices ADD COLUMN file_sha256 text;
-- The firm's decision: approved amount (at most the claimed one) and reason.
ALTER TABLE invoices ADD COLUMN approved_amount numeric(14, 2) CHECK (approved_amount >= 0 AND approved_amount <= claim_amount);
ALTER TABLE invoices ADD COLUMN decision_reason text;
ALTER TABLE invoices ADD COLUMN decided_at timestamptz;
