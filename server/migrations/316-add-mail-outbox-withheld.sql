-- withheld_at: delivery closed the mail without sending it, because its reader had lost the right
-- to it by the time of sending (a debt collector whose creditor had revoked or declined it).
-- sent_at is set at the same moment, so the mail is never taken again and is deleted with the
-- sent mails after MAIL_RETENTION_DAYS; its text is cleared as a sent mail's is.
ALTER TABLE mail_outbox ADD COLUMN withheld_at timestamptz;
