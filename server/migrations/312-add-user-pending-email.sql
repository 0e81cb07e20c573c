-- A staff member's new e-mail address (changed on the account page, by the firm's
-- administrator or with the firm's contact e-mail) waits here until the code mailed to it is
-- entered; until then the account signs in and is mailed at `email`.
ALTER TABLE users ADD COLUMN pending_email text;
