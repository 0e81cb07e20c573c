-- A sign-in challenge (the signed link between the password step and the second step) works
-- once: its nonce is written here when it is used, and kept until the challenge would have
-- expired anyway.
CREATE TABLE used_sign_in_challenges (
  nonce      text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_sign_in_challenges_expiry_idx ON used_sign_in_challenges (expires_at);
