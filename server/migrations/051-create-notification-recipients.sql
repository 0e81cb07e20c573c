-- One row per recipient of a message (notificationToId on the wire), each
-- with its own read state. A firm message goes to creditor_cases links; a
-- creditor message goes to the case's firm (recipient_creditor_cases_id empty).
CREATE TABLE notification_recipients (
  notification_to_id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notification_id             integer NOT NULL REFERENCES notifications (notification_id) ON DELETE CASCADE,
  recipient_creditor_cases_id integer REFERENCES creditor_cases (creditor_cases_id) ON DELETE CASCADE,
  is_read                     boolean NOT NULL DEFAULT false,
  read_at                     timestamptz,
  UNIQUE (notification_id, recipient_creditor_cases_id)
);
CREATE INDEX notification_recipients_link_idx ON notification_recipients (recipient_creditor_cases_id);
