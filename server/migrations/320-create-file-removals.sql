-- Stored files (documents, claims) whose record was deleted: written in the transaction of the deletion, removed
-- from the storage (disk or bucket) by the delivery of the job queue (src/storage/removals.ts), retried until it
-- succeeds, so a bucket that is away for a while leaves no file of a deleted record behind.
--
-- queued_at: on PostgreSQL, when the relay handed the row to the pg-boss queue; NULL while it is to be relayed
--   (again, after the queue ran out of retries). Unused on PGlite, where next_attempt_at and locked_until drive it.
CREATE TABLE file_removals (
  stored_name     text PRIMARY KEY,
  created_at      timestamptz NOT NULL DEFAULT now(),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  queued_at       timestamptz,
  last_error      text
);

CREATE INDEX file_removals_due_idx ON file_removals (next_attempt_at) WHERE queued_at IS NULL;
