-- A creditor's new e-mail address waits here until the code mailed to it is entered; until
-- then sign-in, invitations, requests and mails all use the confirmed address in `email`.
ALTER TABLE creditors ADD COLUMN pending_email text;
