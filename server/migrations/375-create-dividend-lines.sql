-- A creditor's line of a proposal version: its claims' dividends summed (parts: each claim's part per
-- class), paid in one transfer when at least the minimum, and where its payment stands.
CREATE TABLE dividend_lines (
  line_id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  proposal_id      integer NOT NULL REFERENCES dividend_proposals (proposal_id) ON DELETE CASCADE,
  line_number      integer NOT NULL,
  creditor_id      integer REFERENCES creditors (creditor_id) ON DELETE SET NULL,
  creditor_name    text NOT NULL,
  claim_numbers    integer[] NOT NULL,
  dividend_amount  numeric(14, 2) NOT NULL CHECK (dividend_amount >= 0),
  paid_out         boolean NOT NULL,
  parts            jsonb NOT NULL,
  payment_status   text NOT NULL DEFAULT 'Unpaid' CHECK (payment_status IN ('Unpaid', 'Paid', 'Returned')),
  paid_on          date,
  returned_reason  text,
  UNIQUE (proposal_id, line_number)
);
CREATE INDEX dividend_lines_creditor_idx ON dividend_lines (creditor_id, proposal_id);
