-- A case's documents in one status (creditors see only published ones), newest first.
CREATE INDEX documents_case_status_idx ON documents (case_id, status, created_at, document_id);
