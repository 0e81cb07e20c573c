-- The claims a debt collector filed in a case for the creditors it acts for, newest first.
CREATE INDEX invoices_case_debt_collector_idx ON invoices (case_id, debt_collector_id, created_at, invoice_id) WHERE debt_collector_id IS NOT NULL;
