-- A claim the creditor withdrew stays in the register and the history, marked withdrawn, and counts
-- in no total or dividend. Null while the claim stands.
ALTER TABLE invoices ADD COLUMN withdrawn_at timestamptz;
-- The trustee's questions about a claim ("request more information") and the claimant's answer,
-- with at most one file checked like a claim's file. A question open (answered_at null) puts the
-- claim in "more information requested"; the answer returns it to review.
CREATE TABLE claim_information_requests (
  request_id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  invoice_id          integer NOT NULL REFERENCES invoices (invoice_id) ON DELETE CASCADE,
  question            text NOT NULL,
  asked_at            timestamptz NOT NULL DEFAULT now(),
  asked_by_user_id    integer REFERENCES users (user_id) ON DELETE SET NULL,
  asked_by            text NOT NULL,
  answer              text,
  answered_at         timestamptz,
  answered_by         text,
  file_name           text,
  stored_name         text UNIQUE,
  file_size           integer,
  file_sha256         text,
  CHECK ((answer IS NULL) = (answered_at IS NULL)),
  CHECK (stored_name IS NULL OR answer IS NOT NULL)
);
CREATE INDEX claim_information_requests_claim_idx ON claim_information_requests (invoice_id, asked_at);
-- At most one open question per claim.
CREATE UNIQUE INDEX claim_information_requests_one_open ON claim_information_requests (invoice_id)
  WHERE answered_at IS NULL;
