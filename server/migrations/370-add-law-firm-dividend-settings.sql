-- The firm's dividend settings: a creditor's dividend below the minimum is not paid out (its amount
-- stays in the estate), and a payment to changed bank details is held this many days unless the
-- trustee confirms the details after calling the creditor.
ALTER TABLE law_firms
  ADD COLUMN minimum_dividend numeric(14, 2) NOT NULL DEFAULT 300.00 CHECK (minimum_dividend >= 0),
  ADD COLUMN bank_details_hold_days integer NOT NULL DEFAULT 5 CHECK (bank_details_hold_days BETWEEN 0 AND 60);
