import { createTestApp, type TestApp } from '../helper';

/**
 * GET /api/metrics tells whoever asks which routes exist, how loaded the instance is and how many
 * mails wait. In production it was open to anyone when METRICS_TOKEN was not set. It now exists
 * there only behind the token: without one it answers 404 as an unknown path does.
 */

let bare: TestApp;
let guarded: TestApp;

beforeAll(async () => {
  bare = await createTestApp({ production: true });
  guarded = await createTestApp({ production: true, metricsToken: 'a-long-metrics-token-for-the-test' });
});
afterAll(() => Promise.all([bare?.close(), guarded?.close()]));

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('GET /api/metrics in production', () => {
  it('answers 404 without METRICS_TOKEN, as a path that does not exist', async () => {
    const res = await scrape(bare);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isSuccess: false, message: 'Route not found' });
    expect(res.body).not.toContain('mail_outbox_depth');
    // Not even a token someone guesses opens it.
    expect((await scrape(bare, 'Bearer anything')).statusCode).toBe(404);
  });

  it('answers only the token when METRICS_TOKEN is set', async () => {
    expect((await scrape(guarded)).statusCode).toBe(401);
    const res = await scrape(guarded, 'Bearer a-long-metrics-token-for-the-test');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('mail_outbox_depth');
  });
});
