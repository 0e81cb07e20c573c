-- Failed sign-ins are counted per pair of e-mail and client address too
--: 10 per pair, 50 per e-mail, 100 per address in 15 minutes.
ALTER TABLE sign_in_failures DROP CONSTRAINT sign_in_failures_scope_check;
ALTER TABLE sign_in_failures
  ADD CONSTRAINT sign_in_failures_scope_check CHECK (scope IN ('email', 'address', 'pair'));
