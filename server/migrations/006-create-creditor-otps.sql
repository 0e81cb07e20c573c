-- The one live e-mail verification code per creditor: hashed, with expiry,
-- wrong-try count and when it was last sent (resend cooldown).
CREATE TABLE creditor_otps (
  creditor_id integer PRIMARY KEY REFERENCES creditors (creditor_id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  sent_at     timestamptz NOT NULL DEFAULT now()
);
