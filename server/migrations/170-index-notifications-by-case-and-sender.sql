-- A case's messages by sender (the firm's sent list, its inbox), newest first, paged in SQL.
CREATE INDEX notifications_case_sender_idx ON notifications (case_id, sender_kind, created_at, notification_id);
