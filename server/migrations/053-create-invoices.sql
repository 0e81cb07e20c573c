-- Claims (invoices) lodged in a case for a creditor, by firm staff, by the
-- creditor itself or by a debt collector mapped to it. Amounts are exact SEK.
CREATE TABLE invoices (
  invoice_id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id                integer NOT NULL REFERENCES cases (case_id) ON DELETE CASCADE,
  creditor_id            integer NOT NULL REFERENCES creditors (creditor_id) ON DELETE CASCADE,
  invoice_status         text NOT NULL DEFAULT 'Pending' CHECK (invoice_status IN ('Pending', 'Approved', 'Rejected', 'Paid')),
  claim_amount           numeric(14, 2) NOT NULL CHECK (claim_amount > 0),
  claim_basis            text NOT NULL,
  claim_priority_right   boolean NOT NULL DEFAULT false,
  claim_reference        text,
  invoice_comment        text,
  is_created_by_law_firm boolean NOT NULL DEFAULT false,
  created_by_user_id     integer REFERENCES users (user_id) ON DELETE SET NULL,
  created_by_creditor_id integer REFERENCES creditors (creditor_id) ON DELETE SET NULL,
  created_by             text NOT NULL DEFAULT '',
  debt_by_debt_collector boolean NOT NULL DEFAULT false,
  debt_collector_id      integer REFERENCES creditors (creditor_id) ON DELETE SET NULL,
  file_name              text NOT NULL,
  stored_name            text NOT NULL UNIQUE,
  file_size              bigint NOT NULL,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_case_idx ON invoices (case_id, created_at);
CREATE INDEX invoices_creditor_idx ON invoices (creditor_id, case_id);
