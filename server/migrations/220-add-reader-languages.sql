-- Mail in the reader's language: every mail is written in one language, the reader's.
--
-- creditors.language: chosen at sign-up and in the profile (C and D). Existing creditors get Swedish.
-- users.language: the interface language of the staff member's last sign-in (S, A, U); NULL until the
--   first sign-in that states one, when the language of the request that causes the mail is used.
-- mail_outbox.language: the language a templated row (the fan-out of a firm's message) is rendered in,
--   looked up when it is queued; NULL on rows with their text already written, and on templated rows
--   queued before this change (rendered in Swedish).
ALTER TABLE creditors
  ADD COLUMN language text NOT NULL DEFAULT 'sv' CHECK (language IN ('en', 'sv'));
ALTER TABLE users
  ADD COLUMN language text CHECK (language IN ('en', 'sv'));
ALTER TABLE mail_outbox
  ADD COLUMN language text CHECK (language IN ('en', 'sv'));
