-- Failed sign-in and code attempts, per e-mail and per address, shared by
-- every API instance. Successes are never written here.
CREATE TABLE sign_in_failures (
  failure_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope      text NOT NULL CHECK (scope IN ('email', 'address')),
  subject    text NOT NULL,
  failed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_lookup_idx ON sign_in_failures (scope, subject, failed_at);
