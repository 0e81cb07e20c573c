-- A case's claims in one status, newest first, paged and summed in SQL.
CREATE INDEX invoices_case_status_idx ON invoices (case_id, invoice_status, created_at, invoice_id);
