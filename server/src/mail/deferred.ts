import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types';
import type { Mail } from './index';
import type { MailWorker } from './loop';
import { enqueueMail, uniqueKey } from './outbox';

/**
 * Mail queued without a transaction of its own: it
 * goes to the outbox like every other mail, and the worker sends it, so neither
 * whether a mail goes out nor the SMTP server's speed shows in a response time.
 * Routes with a transaction call `enqueueMail(trx, …)` instead. `idle()` waits
 * for these writes and then delivers every mail due (tests, shutdown).
 */
export interface DeferredMail {
  send(mail: Mail, key?: string): void;
  idle(): Promise<void>;
}

export function deferMail(db: Db, worker: MailWorker, log: () => FastifyBaseLogger): DeferredMail {
  const pending = new Set<Promise<void>>();
  return {
    send(mail, key) {
      const queuing = enqueueMail(db, { ...mail, key: key ?? uniqueKey('mail') })
        .then(() => undefined)
        .catch((error) => log().error({ err: error }, 'could not queue a mail'))
        .finally(() => pending.delete(queuing));
      pending.add(queuing);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
      await worker.drain();
    },
  };
}
