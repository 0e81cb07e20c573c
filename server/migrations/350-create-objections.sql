-- Objections (anmärkningar) to claims of a published claims register. Whoever objects is the
-- trustee (a user of the firm) or a creditor of the case, perhaps through the debt collector it
-- approved (`acting_debt_collector_id`). The state is not stored: Withdrawn, Settled and Decided
-- follow from their timestamps, and an objection neither of these after the case's settlement
-- deadline is Disputed, read from the deadline, so no timer can miss the change.
CREATE TABLE objections (
  objection_id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id                  integer NOT NULL REFERENCES cases (case_id) ON DELETE CASCADE,
  claim_id                 integer NOT NULL REFERENCES invoices (invoice_id) ON DELETE CASCADE,
  objector_user_id         integer REFERENCES users (user_id) ON DELETE SET NULL,
  objector_creditor_id     integer REFERENCES creditors (creditor_id) ON DELETE SET NULL,
  acting_debt_collector_id integer REFERENCES creditors (creditor_id) ON DELETE SET NULL,
  by_trustee               boolean NOT NULL,
  filed_by                 text NOT NULL,
  disputes_amount          boolean NOT NULL,
  disputes_priority        boolean NOT NULL,
  proposed_amount          numeric(14, 2) CHECK (proposed_amount IS NULL OR proposed_amount >= 0),
  proposed_priority_class  text CHECK (proposed_priority_class IN ('SpecialPriority', 'GeneralPriority', 'NonPriority', 'Subordinated')),
  reason                   text NOT NULL,
  created_at               timestamptz NOT NULL DEFAULT now(),
  withdrawn_at             timestamptz,
  settled_at               timestamptz,
  settled_amount           numeric(14, 2),
  settled_priority_class   text,
  settled_priority_asset   text,
  settlement_note          text,
  decided_at               timestamptz,
  court_decided_on         date,
  decided_amount           numeric(14, 2),
  decided_priority_class   text,
  decided_priority_asset   text,
  CHECK (disputes_amount OR disputes_priority),
  CHECK (NOT disputes_amount OR proposed_amount IS NOT NULL),
  CHECK (NOT disputes_priority OR proposed_priority_class IS NOT NULL)
);
CREATE INDEX objections_claim_idx ON objections (claim_id);
CREATE INDEX objections_case_idx ON objections (case_id);

-- The claimant's replies (the creditor, or the debt collector it approved).
CREATE TABLE objection_replies (
  reply_id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  objection_id             integer NOT NULL REFERENCES objections (objection_id) ON DELETE CASCADE,
  creditor_id              integer REFERENCES creditors (creditor_id) ON DELETE SET NULL,
  filed_by                 text NOT NULL,
  text                     text NOT NULL,
  created_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX objection_replies_objection_idx ON objection_replies (objection_id);

-- Every file of an objection: the objector's, a reply's, the signed settlement, the court's outcome.
CREATE TABLE objection_files (
  file_id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  objection_id             integer NOT NULL REFERENCES objections (objection_id) ON DELETE CASCADE,
  reply_id                 integer REFERENCES objection_replies (reply_id) ON DELETE CASCADE,
  kind                     text NOT NULL CHECK (kind IN ('Objection', 'Reply', 'Settlement', 'CourtOutcome')),
  file_name                text NOT NULL,
  stored_name              text NOT NULL UNIQUE,
  file_size                integer NOT NULL,
  sha256                   text,
  created_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX objection_files_objection_idx ON objection_files (objection_id);
