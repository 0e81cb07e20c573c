-- Messages on a case between a law firm and the creditors following it.
-- A firm message is sent by a firm user; a creditor message by a creditor
-- (or debt collector) through its creditor_cases link.
CREATE TABLE notifications (
  notification_id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id                   integer NOT NULL REFERENCES cases (case_id) ON DELETE CASCADE,
  sender_kind               text NOT NULL CHECK (sender_kind IN ('LawFirm', 'Creditor')),
  sent_by_user_id           integer REFERENCES users (user_id) ON DELETE SET NULL,
  sent_by_creditor_cases_id integer REFERENCES creditor_cases (creditor_cases_id) ON DELETE CASCADE,
  body                      text NOT NULL,
  created_at                timestamptz NOT NULL DEFAULT now(),
  updated_at                timestamptz NOT NULL DEFAULT now(),
  CHECK ((sender_kind = 'Creditor') = (sent_by_creditor_cases_id IS NOT NULL))
);
CREATE INDEX notifications_case_idx ON notifications (case_id, created_at);
CREATE INDEX notifications_sender_link_idx ON notifications (sent_by_creditor_cases_id);
