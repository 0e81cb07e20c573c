-- A case's claims newest first with the id as tie-break, so that a page of the claim list
-- reads its rows from the index (invoices_case_idx lacked the id, and the page sorted all claims of the case).
CREATE INDEX invoices_case_newest_idx ON invoices (case_id, created_at, invoice_id);
DROP INDEX invoices_case_idx;
