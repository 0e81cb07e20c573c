-- Every mail the portal sends: written in the same transaction as
-- the change that causes it, delivered afterwards by the mail worker
-- (src/mail/outbox.ts). `dedupe_key` names the event and the recipient, so a
-- retried write or a crash never queues a mail twice; `sent_at` set means the
-- mail is never sent again. Subject and body are cleared once sent (codes).
CREATE TABLE mail_outbox (
  mail_id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  dedupe_key      text NOT NULL UNIQUE,
  recipient       text NOT NULL,
  subject         text NOT NULL,
  body            text NOT NULL,
  -- Files sent with the mail (a claim's receipt): [{ filename, contentType, content (base64) }].
  attachments     jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  sent_at         timestamptz,
  failed_at       timestamptz,
  last_error      text
);
-- The worker's claim: oldest first among the mails still to send.
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (mail_id) WHERE sent_at IS NULL AND failed_at IS NULL;
-- Metrics: mails given up (GET /api/metrics).
CREATE INDEX mail_outbox_failed_idx ON mail_outbox (mail_id) WHERE failed_at IS NOT NULL;
