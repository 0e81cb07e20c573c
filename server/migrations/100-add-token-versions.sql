-- Sessions that end when they should: every access token carries
-- the account's token version; raising it (password change or reset, sign out
-- everywhere, a new role or firm) refuses every token issued before.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE creditors ADD COLUMN token_version integer NOT NULL DEFAULT 0;
