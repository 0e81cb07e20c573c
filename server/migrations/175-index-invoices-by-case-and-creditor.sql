-- One creditor's claims in a case (its own list, the firm's creditor filter), newest first.
CREATE INDEX invoices_case_creditor_idx ON invoices (case_id, creditor_id, created_at, invoice_id);
