-- Two-factor sign-in (TOTP) for S, A and U. Secrets are stored
-- encrypted with a key derived from JWT_SECRET (a database dump alone does not
-- reveal them); the last accepted time step stops a code being used twice.
ALTER TABLE users
  ADD COLUMN totp_secret         text,
  ADD COLUMN totp_pending_secret text,
  ADD COLUMN totp_enabled_at     timestamptz,
  ADD COLUMN totp_last_step      bigint;
