-- What a creditor wrote through its link, newest first, paged in SQL.
CREATE INDEX notifications_sender_link_created_idx ON notifications (sent_by_creditor_cases_id, created_at, notification_id);
