-- Platform administrators (S), firm administrators (A) and firm users (U).
-- Passwords are scrypt hashes carrying their own salt and parameters.
CREATE TABLE users (
  user_id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_type     char(1) NOT NULL CHECK (user_type IN ('S', 'A', 'U')),
  law_firm_id   integer REFERENCES law_firms (law_firm_id) ON DELETE CASCADE,
  name          text NOT NULL DEFAULT '',
  email         text NOT NULL,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_type = 'S') = (law_firm_id IS NULL))
);
CREATE UNIQUE INDEX users_email_uq ON users (lower(email));
CREATE INDEX users_law_firm_idx ON users (law_firm_id);
