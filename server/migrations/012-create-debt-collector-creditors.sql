-- The creditors a debt collector acts for.
CREATE TABLE debt_collector_creditors (
  debt_collector_id integer NOT NULL REFERENCES creditors (creditor_id) ON DELETE CASCADE,
  creditor_id       integer NOT NULL REFERENCES creditors (creditor_id) ON DELETE CASCADE,
  created_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (debt_collector_id, creditor_id),
  CHECK (debt_collector_id <> creditor_id)
);
CREATE INDEX debt_collector_creditors_creditor_idx ON debt_collector_creditors (creditor_id);
