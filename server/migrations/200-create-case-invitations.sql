-- Invitations to follow a case: the firm's administrator uploads the creditor list of
-- the debtor's books, and each valid row gets one, mailed with a sign-up link bound to the case.
--
-- token_hash: SHA-256 (hex) of the link's random token; the token itself is never stored (the mail
--   carries it, and the outbox clears a mail's text once sent).
-- signed_up_at, creditor_id: an account was made from the link (set at sign-up, or on acceptance by
--   an account that signs in); accepted_at: the creditor follows the case (after verification, or on
--   acceptance). The link works once, for `email` only, until expires_at.
CREATE TABLE case_invitations (
  invitation_id  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id        integer NOT NULL REFERENCES cases (case_id) ON DELETE CASCADE,
  name           text NOT NULL,
  org_number     text NOT NULL,
  email          text NOT NULL,
  amount         numeric(14, 2) CHECK (amount >= 0),
  token_hash     text NOT NULL UNIQUE,
  invited_by     integer REFERENCES users (user_id) ON DELETE SET NULL,
  invited_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  creditor_id    integer REFERENCES creditors (creditor_id) ON DELETE SET NULL,
  signed_up_at   timestamptz,
  accepted_at    timestamptz
);
-- One invitation per address and case; the tab lists a case's invitations newest first.
CREATE UNIQUE INDEX case_invitations_case_email_idx ON case_invitations (case_id, lower(email));
CREATE INDEX case_invitations_case_newest_idx ON case_invitations (case_id, invitation_id DESC);
-- Verification looks up the invitations an account signed up from.
CREATE INDEX case_invitations_creditor_idx ON case_invitations (creditor_id) WHERE creditor_id IS NOT NULL;
