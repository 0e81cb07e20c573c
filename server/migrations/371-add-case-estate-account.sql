-- The estate's own account (IBAN and BIC) the dividends of a case are paid from.
ALTER TABLE cases
  ADD COLUMN estate_iban text,
  ADD COLUMN estate_bic text,
  ADD CONSTRAINT cases_estate_account_whole CHECK ((estate_iban IS NULL) = (estate_bic IS NULL));
