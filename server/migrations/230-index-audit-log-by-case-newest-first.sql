-- A case's audit trail, newest first (ties by id), a period at a time, paged.
CREATE INDEX audit_log_case_history_idx ON audit_log (case_id, occurred_at DESC, audit_id DESC);
