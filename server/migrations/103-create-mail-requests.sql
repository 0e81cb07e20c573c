-- Public calls that send mail (signup, resendOtp, forgotPassword), counted per
-- e-mail (3 an hour) and per client address (5 in 15 minutes), shared by every
-- API instance.
CREATE TABLE mail_requests (
  request_id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope        text NOT NULL CHECK (scope IN ('email', 'address')),
  subject      text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_requests_lookup_idx ON mail_requests (scope, subject, requested_at);
