-- The published claims register (bevakningsförteckning): numbered versions 1, 2, … per case, each
-- frozen when published. `totals` holds the version's totals as they were; every row of the register
-- at that moment is a row of claims_register_version_rows. Nothing updates a version once written:
-- a new publication is a new version.
CREATE TABLE claims_register_versions (
  register_version_id  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id              integer NOT NULL REFERENCES cases (case_id) ON DELETE CASCADE,
  version              integer NOT NULL CHECK (version >= 1),
  published_at         timestamptz NOT NULL DEFAULT now(),
  published_by_user_id integer REFERENCES users (user_id) ON DELETE SET NULL,
  published_by         text NOT NULL,
  totals               jsonb NOT NULL,
  UNIQUE (case_id, version)
);
-- One row per claim in a version, in register order. `claim_id` keeps the link to the live claim
-- (objections name a claim of a published version); `row` is the frozen register row as published.
CREATE TABLE claims_register_version_rows (
  register_version_id integer NOT NULL REFERENCES claims_register_versions (register_version_id) ON DELETE CASCADE,
  position            integer NOT NULL,
  claim_id            integer REFERENCES invoices (invoice_id) ON DELETE SET NULL,
  row                 jsonb NOT NULL,
  PRIMARY KEY (register_version_id, position)
);
CREATE INDEX claims_register_version_rows_claim_idx ON claims_register_version_rows (claim_id);
