import type { FastifyBaseLogger } from 'fastify';
import { OUTBOX_CHANNEL } from './outbox';

/** What the app holds of the mail delivery (app.portal.mailWorker), whichever runs it. */
export interface MailWorker {
  /** Begins polling and listening. */
  start(): Promise<void>;
  /** Looks for due mails now. */
  kick(): void;
  /** Delivers every mail due now (and those queued meanwhile), then resolves. */
  drain(): Promise<void>;
  /** Stops: delivers what is due for at most `drainMs`, then waits for the sends in flight. */
  stop(options?: { drainMs?: number }): Promise<void>;
  /** Counters since start (metrics). */
  counters: MailCounters;
}

export interface MailCounters {
  sent: number;
  failedAttempts: number;
  givenUp: number;
  /** Sends started again after a send was cut off (a crash): each may have reached the receiver twice. */
  resumed: number;
}

export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

interface LoopOptions {
  /** One round of work; returns how much it found (0: nothing left for now). */
  round: () => Promise<number>;
  /** Called as each pass (rounds until nothing is left) begins. */
  beginPass?: () => void;
  log: () => FastifyBaseLogger;
  /** Subscribes to the outbox channel (LISTEN); the loop also polls. */
  listen?: Listen;
  /** Poll interval when no PostgreSQL NOTIFY comes (ms). */
  pollMs: number;
  /** Runs every `everyMs` while started (retention), errors logged. */
  chores?: { everyMs: number; run: () => Promise<void> };
}

/**
 * The delivery loop both deliveries share: rounds run one at a time, woken by
 * NOTIFY on the outbox channel and by a poll, and repeated while they find work.
 */
export function createLoop(options: LoopOptions) {
  const { round, log, pollMs } = options;
  let stopped = false;
  let deadline = Number.POSITIVE_INFINITY;
  let timers: NodeJS.Timeout[] = [];
  let unlisten: (() => Promise<void>) | undefined;
  let current: Promise<void> | null = null;
  let again = false;

  function pass(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        options.beginPass?.();
        while (Date.now() < deadline && (await round()) > 0) {
          // keep going while there is work
        }
      } while (again && Date.now() < deadline);
    })()
      .catch((error) => log().error({ err: error }, 'mail delivery round failed'))
      .finally(() => {
        current = null;
      });
    return current;
  }

  const every = (ms: number, fn: () => void) => {
    const timer = setInterval(fn, ms);
    timer.unref();
    timers.push(timer);
  };

  return {
    isStopped: () => stopped,
    async start() {
      stopped = false;
      deadline = Number.POSITIVE_INFINITY;
      if (options.listen) {
        try {
          unlisten = await options.listen(OUTBOX_CHANNEL, () => {
            if (!stopped) void pass();
          });
        } catch (error) {
          log().warn({ err: error }, 'mail delivery: LISTEN failed, polling only');
        }
      }
      every(pollMs, () => {
        if (!stopped) void pass();
      });
      const chores = options.chores;
      if (chores) {
        const run = () =>
          void chores.run().catch((error) => log().error({ err: error }, 'mail delivery chores failed'));
        every(chores.everyMs, run);
        run();
      }
      void pass();
    },
    kick() {
      if (!stopped) void pass();
    },
    async drain() {
      if (current) await current;
      await pass();
    },
    async stop({ drainMs = 0 } = {}) {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      const listening = unlisten;
      unlisten = undefined;
      await listening?.().catch(() => undefined);
      if (drainMs > 0 && !stopped) {
        deadline = Date.now() + drainMs;
        if (current) await current;
        await pass();
      }
      stopped = true;
      deadline = 0;
      if (current) await current;
    },
  };
}
