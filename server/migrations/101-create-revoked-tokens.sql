-- Tokens ended one by one (POST /api/Auth/logout), by their jti, kept until
-- they would have expired anyway.
CREATE TABLE revoked_tokens (
  jti        text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expiry_idx ON revoked_tokens (expires_at);
