-- Who changed what, when, and in which case. No foreign keys: the record
-- outlives what it describes.
CREATE TABLE audit_log (
  audit_id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at     timestamptz NOT NULL DEFAULT now(),
  actor_user_type text,
  actor_id        integer,
  actor_email     text,
  action          text NOT NULL,
  entity          text NOT NULL,
  entity_id       text,
  case_id         integer,
  details         jsonb
);
CREATE INDEX audit_log_case_idx ON audit_log (case_id, occurred_at);
