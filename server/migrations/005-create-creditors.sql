-- Creditors (C) and debt collectors (D, is_debt_collector). Self sign-up
-- leaves email_verified_at empty until the mailed code is confirmed.
CREATE TABLE creditors (
  creditor_id       integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name              text NOT NULL,
  email             text NOT NULL,
  password_hash     text NOT NULL,
  company_name      text NOT NULL DEFAULT '',
  company_org_nr    text NOT NULL DEFAULT '',
  creditor_type     text NOT NULL DEFAULT 'Creditor' CHECK (creditor_type IN ('Vendor', 'Creditor', 'Other')),
  is_debt_collector boolean NOT NULL DEFAULT false,
  street            text NOT NULL DEFAULT '',
  post_number       text NOT NULL DEFAULT '',
  town              text NOT NULL DEFAULT '',
  country           text NOT NULL DEFAULT '',
  email_verified_at timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX creditors_email_uq ON creditors (lower(email));
CREATE INDEX creditors_name_idx ON creditors (lower(name));
