import { Writable } from 'node:stream';

/**
 * Error-level log lines (pino level 50 and 60) of the apps the route tests build. `createTestApp`
 * gives every app a logger at level `error` that writes here; `fail-on-error-logs.ts` fails a test
 * that logged one it did not expect. An error logged while a call answers 200 is a fault the
 * answer hides, so a route test never lets it pass unnoticed. Only error lines are serialised,
 * which keeps the logger cheap.
 */

interface ErrorLine {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string };
}

const lines: ErrorLine[] = [];
/** What the whole file expects (declared outside a test), and what the running test does. */
const allowedInFile: RegExp[] = [];
let allowedInTest: RegExp[] = [];

/** The stream a test app's logger writes to (one JSON object a line, level ≥ 50 only). */
export const errorLogStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n')) {
      if (!text.trim()) continue;
      try {
        lines.push(JSON.parse(text) as ErrorLine);
      } catch {
        lines.push({ level: 50, msg: text });
      }
    }
    done();
  },
});

/** The logger options of a test app: level error, into the stream above. */
export const errorLogger = () => ({ level: 'error', stream: errorLogStream });

const isInTest = () => Boolean(expect.getState().currentTestName);

/**
 * Declares that error-level lines are expected: in a test, for that test; outside one (a describe
 * body or beforeAll), for the whole file. With patterns, only lines whose message or error
 * matches one of them; without, any.
 */
export function expectErrorLogs(...patterns: RegExp[]): void {
  const list = patterns.length ? patterns : [/[\s\S]*/];
  if (isInTest()) allowedInTest.push(...list);
  else allowedInFile.push(...list);
}

const textOf = (line: ErrorLine) => `${line.msg ?? ''} ${line.err?.type ?? ''}: ${line.err?.message ?? ''}`;

/** The lines logged since the last call that nothing declared, and forgets them all. */
export function takeUnexpectedErrorLogs(): string[] {
  const allowed = [...allowedInFile, ...allowedInTest];
  const taken = lines.splice(0, lines.length);
  return taken.filter((line) => !allowed.some((pattern) => pattern.test(textOf(line)))).map(textOf);
}

/** At the end of a test: what it declared stops counting. */
export function endTest(): void {
  allowedInTest = [];
}
