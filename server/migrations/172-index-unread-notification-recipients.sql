-- A creditor link's unread messages (the tab's badge and the unread filter), counted in SQL.
CREATE INDEX notification_recipients_unread_idx ON notification_recipients (recipient_creditor_cases_id, notification_id) WHERE NOT is_read;
