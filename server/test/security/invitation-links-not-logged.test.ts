import { redactUrl } from '../../src/http/redact';

/**
 * The invitation link carries a single-use sign-up token
 * (`?invitation=`). Whatever logs that URL (the shell's static server, the API's request log) writes the
 * token as `[redacted]`, as it does passwords and codes.
 */
it('redacts the invitation token of a sign-up or sign-in link, and keeps the rest', () => {
  expect(redactUrl('/creditors-portal-signup?invitation=s3cret-Token_1&email=ny%40borgenar.se')).toBe(
    '/creditors-portal-signup?invitation=[redacted]&email=ny%40borgenar.se',
  );
  expect(redactUrl('/creditors-portal?Invitation=abc')).toBe('/creditors-portal?Invitation=[redacted]');
});
