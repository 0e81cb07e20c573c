-- The versions of a case's dividend proposal (utdelningsförslag), numbered 1, 2, 3, … per case and
-- frozen once computed: the amounts entered, the minimum in force, every class's totals and the
-- totals of the whole. A draft is seen by the firm only; a published version by the case's creditors.
CREATE TABLE dividend_proposals (
  proposal_id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id             integer NOT NULL REFERENCES cases (case_id) ON DELETE CASCADE,
  version             integer NOT NULL,
  status              text NOT NULL DEFAULT 'Draft' CHECK (status IN ('Draft', 'Published')),
  assets              jsonb NOT NULL,
  rest_amount         numeric(14, 2) NOT NULL,
  minimum_dividend    numeric(14, 2) NOT NULL,
  entered_amount      numeric(16, 2) NOT NULL,
  distributed_amount  numeric(16, 2) NOT NULL,
  paid_out_amount     numeric(16, 2) NOT NULL,
  not_paid_out_amount numeric(16, 2) NOT NULL,
  surplus_amount      numeric(16, 2) NOT NULL,
  classes             jsonb NOT NULL,
  created_by_user_id  integer REFERENCES users (user_id) ON DELETE SET NULL,
  created_by          text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  published_at        timestamptz,
  sent_to_authority_on date,
  confirmed_on        date,
  final_on            date,
  UNIQUE (case_id, version),
  CHECK (confirmed_on IS NULL OR published_at IS NOT NULL),
  CHECK (final_on IS NULL OR confirmed_on IS NOT NULL)
);
