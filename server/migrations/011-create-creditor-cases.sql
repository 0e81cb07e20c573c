-- Which cases a creditor follows (creditorCasesId on the wire).
CREATE TABLE creditor_cases (
  creditor_cases_id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  creditor_id       integer NOT NULL REFERENCES creditors (creditor_id) ON DELETE CASCADE,
  case_id           integer NOT NULL REFERENCES cases (case_id) ON DELETE CASCADE,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (creditor_id, case_id)
);
CREATE INDEX creditor_cases_case_idx ON creditor_cases (case_id);
