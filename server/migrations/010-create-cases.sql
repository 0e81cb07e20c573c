-- Debtor cases run by a law firm.
CREATE TABLE cases (
  case_id                         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  law_firm_id                     integer NOT NULL REFERENCES law_firms (law_firm_id) ON DELETE CASCADE,
  debtor_name                     text NOT NULL,
  debtor_orgnr                    text NOT NULL,
  knr                             text NOT NULL,
  court                           text,
  date_decision                   date,
  date_edited                     timestamptz NOT NULL DEFAULT now(),
  lawyer_name                     text,
  manager_name                    text,
  administrator_name              text,
  administrator_email             text,
  case_notes                      text,
  sector_id                       integer REFERENCES sectors (sector_id),
  status                          smallint NOT NULL DEFAULT 1 REFERENCES case_statuses (case_status_id),
  is_allow_creditor_notification  boolean NOT NULL DEFAULT false,
  created_by_user_id              integer REFERENCES users (user_id) ON DELETE SET NULL,
  created_at                      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cases_law_firm_idx ON cases (law_firm_id, lower(debtor_name));
