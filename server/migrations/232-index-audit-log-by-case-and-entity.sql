-- One kind of entry (messages, documents, claims, …) in a case's trail, newest first.
CREATE INDEX audit_log_case_entity_idx ON audit_log (case_id, entity, occurred_at DESC, audit_id DESC);
