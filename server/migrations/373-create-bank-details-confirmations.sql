-- A firm's trustee confirmed a creditor's bank details (one version of them) after calling the creditor:
-- that firm pays to them without waiting for the hold. Another firm's confirmation is not this firm's.
CREATE TABLE bank_details_confirmations (
  bank_details_id integer NOT NULL REFERENCES creditor_bank_details (bank_details_id) ON DELETE CASCADE,
  law_firm_id     integer NOT NULL REFERENCES law_firms (law_firm_id) ON DELETE CASCADE,
  confirmed_by_user_id integer REFERENCES users (user_id) ON DELETE SET NULL,
  confirmed_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bank_details_id, law_firm_id)
);
