-- Wrong second-step codes (authenticator, recovery or mailed sign-in code) are counted per
-- account in a scope of their own, apart from the per-e-mail ceiling of wrong passwords.
ALTER TABLE sign_in_failures DROP CONSTRAINT sign_in_failures_scope_check;
ALTER TABLE sign_in_failures
  ADD CONSTRAINT sign_in_failures_scope_check CHECK (scope IN ('email', 'address', 'pair', 'second-step'));
