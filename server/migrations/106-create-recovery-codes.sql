-- Ten one-time recovery codes per user with two-factor sign-in, hashed; each
-- works once.
CREATE TABLE recovery_codes (
  user_id   integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at   timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
