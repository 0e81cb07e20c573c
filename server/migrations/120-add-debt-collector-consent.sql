-- A debt collector acts for a creditor only with its consent (fullmakt).
-- A row is now a request that the creditor decides. Mappings made before this
-- change were chosen by the debt collector alone: they become requests the
-- creditor has yet to decide.
ALTER TABLE debt_collector_creditors
  ADD COLUMN status       text NOT NULL DEFAULT 'Pending'
    CHECK (status IN ('Pending', 'Approved', 'Declined', 'Revoked')),
  ADD COLUMN requested_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN decided_at   timestamptz;
UPDATE debt_collector_creditors SET requested_at = created_at;
