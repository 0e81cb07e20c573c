-- The mail outbox behind a job queue, rendered at delivery, kept for a while.
--
-- template, params: a mail written from a template (the notice of a firm's message to every creditor of a
--   case): one row per recipient with the template's id and its parameters, rendered when it is sent, so
--   that a fan-out to 5,000 creditors writes no 5,000 copies of its text (src/mail/templates.ts). Rows
--   without a template keep their text in subject and body, as before.
-- queued_at: on PostgreSQL, when the relay handed the row to the pg-boss queue (a job per row, created in
--   the same transaction that sets this); NULL while it is still to be relayed. Unused on PGlite.
-- sending_at: set right before the send to the SMTP server, cleared when a send fails: a row that is still
--   unsent with sending_at set was being sent when its process died, and may have gone out already.
ALTER TABLE mail_outbox
  ADD COLUMN template   text,
  ADD COLUMN params     jsonb,
  ADD COLUMN queued_at  timestamptz,
  ADD COLUMN sending_at timestamptz,
  ALTER COLUMN subject SET DEFAULT '',
  ALTER COLUMN body SET DEFAULT '';

-- The relay: mails not yet handed to the queue, oldest first.
CREATE INDEX mail_outbox_unqueued_idx ON mail_outbox (mail_id)
  WHERE queued_at IS NULL AND sent_at IS NULL AND failed_at IS NULL;
-- Retention: sent mails older than MAIL_RETENTION_DAYS are deleted.
CREATE INDEX mail_outbox_sent_idx ON mail_outbox (sent_at) WHERE sent_at IS NOT NULL;
