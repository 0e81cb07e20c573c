-- Codes mailed for two more purposes: the second proof of a sign-in while the account's
-- failed-sign-in ceiling has tripped ('sign-in'), and the confirmation of a new e-mail
-- address before it replaces the old one ('email-change'). Their rows are keyed by the
-- account (and, for a change, the new address), not by an address as typed.
ALTER TABLE email_codes DROP CONSTRAINT email_codes_purpose_check;
ALTER TABLE email_codes
  ADD CONSTRAINT email_codes_purpose_check CHECK (purpose IN ('verify', 'reset', 'sign-in', 'email-change'));
