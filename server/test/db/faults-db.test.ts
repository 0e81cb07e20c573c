import { isDatabaseUnavailable } from '../../src/db/unavailable';

/** Which database errors answer 503 (unreachable) rather than 500 (a bug). The live path is e2e/tests/faults-api.spec.ts. */
describe('isDatabaseUnavailable', () => {
  it('recognises an unreachable or restarting server', () => {
    const errors = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ];
    for (const error of errors) expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves query errors and everything else alone', () => {
    const others = [
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
      Object.assign(new Error('integer out of range'), { code: '22003' }),
      new Error('Something else'),
      null,
      'ECONNREFUSED',
    ];
    for (const error of others) expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
