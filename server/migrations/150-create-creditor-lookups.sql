-- A hole found in review: creditor ids are sequential, so a debt
-- collector that could ask for any id could ask for every creditor and then
-- list them all. It may ask only a creditor it has found by the exact search
-- (organisation number or e-mail) within the hour, or one it already has a
-- request with. A row is such a find (representatives-repository.ts).
CREATE TABLE creditor_lookups (
  debt_collector_id integer NOT NULL REFERENCES creditors (creditor_id) ON DELETE CASCADE,
  creditor_id       integer NOT NULL REFERENCES creditors (creditor_id) ON DELETE CASCADE,
  looked_up_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (debt_collector_id, creditor_id)
);
CREATE INDEX creditor_lookups_creditor_idx ON creditor_lookups (creditor_id);
