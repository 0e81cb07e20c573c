-- One person's entries in a case's trail, newest first; and the trail's distinct people.
CREATE INDEX audit_log_case_actor_idx ON audit_log (case_id, actor_user_type, actor_id, occurred_at DESC, audit_id DESC);
