-- One-time codes mailed to an address: e-mail verification after sign-up and
-- password reset. Keyed by the lower-cased address, not by an account, so an
-- address without an account behaves exactly like one with:
-- same tries, same 429. Hashed; 600 s; 5 wrong tries.
CREATE TABLE email_codes (
  purpose    text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  email      text NOT NULL,
  code_hash  text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  sent_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (purpose, email)
);
CREATE INDEX email_codes_expiry_idx ON email_codes (expires_at);
