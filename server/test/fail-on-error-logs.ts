import { endTest, takeUnexpectedErrorLogs } from './error-logs';

/**
 * A route test fails when its app logged an error-level line that the test did not declare with
 * `expectErrorLogs` (error-logs.ts). Lines logged in a file's beforeAll count towards its first
 * test; lines logged after the last test, in afterAll.
 */

const failOn = (when: string) => {
  const unexpected = takeUnexpectedErrorLogs();
  if (unexpected.length)
    throw new Error(
      `${when}: the app logged ${unexpected.length} error-level line(s) no test expected:\n- ${unexpected
        .slice(0, 5)
        .join('\n- ')}`,
    );
};

afterEach(() => {
  try {
    failOn('During this test');
  } finally {
    endTest();
  }
});

afterAll(() => failOn('After the last test'));
