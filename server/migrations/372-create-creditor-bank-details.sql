-- Where a creditor's dividends go. Every change is a new row and the one before it is marked replaced,
-- so the history stays (who entered what and when); one current row per creditor.
CREATE TABLE creditor_bank_details (
  bank_details_id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  creditor_id           integer NOT NULL REFERENCES creditors (creditor_id) ON DELETE CASCADE,
  kind                  text NOT NULL CHECK (kind IN ('BankAccount', 'Bankgiro', 'Plusgiro', 'Iban')),
  -- The clearing number (BankAccount) or the BIC (Iban); null for bankgiro and plusgiro.
  bank_code             text,
  -- The account number (BankAccount), the bankgiro or plusgiro number, or the IBAN.
  account               text NOT NULL,
  -- Whoever entered them: the creditor, or a debt collector it approved.
  entered_by_creditor_id integer REFERENCES creditors (creditor_id) ON DELETE SET NULL,
  entered_at            timestamptz NOT NULL DEFAULT now(),
  -- True when details were there before: a change, held before payment.
  is_change             boolean NOT NULL DEFAULT false,
  replaced_at           timestamptz
);
CREATE UNIQUE INDEX creditor_bank_details_current_idx ON creditor_bank_details (creditor_id) WHERE replaced_at IS NULL;
