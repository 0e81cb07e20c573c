import type { Mail, Mailer } from '../src/mail';
import type { OutboxEntry } from '../src/mail/outbox';

/** A mailer that records what it was given; `state.fail` makes the next n sends throw (mail tests). */
export function recorder(fail = 0) {
  const sent: Mail[] = [];
  const state = { fail };
  const mailer: Mailer = {
    async send(mail) {
      if (state.fail > 0) {
        state.fail--;
        throw new Error('SMTP 451 try again later');
      }
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(mail);
    },
  };
  return { sent, state, mailer };
}

/** A mail to queue under `key` (mail tests). */
export const mail = (key: string, to = 'a@example.se'): OutboxEntry => ({
  key,
  to,
  subject: `Subject ${key}`,
  text: `Text ${key}`,
});
