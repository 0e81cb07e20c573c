import { enqueueMail } from '../../src/mail/outbox';
import { createTestApp, type TestApp } from '../helper';

/** GET /api/metrics, Prometheus text, behind METRICS_TOKEN when it is set. */
let open: TestApp;
let guarded: TestApp;

beforeAll(async () => {
  open = await createTestApp();
  guarded = await createTestApp({ metricsToken: 's3cret-metrics' });
});
afterAll(() => Promise.all([open?.close(), guarded?.close()]));

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

describe('GET /api/metrics', () => {
  it('serves request durations per route, the pool and the outbox as Prometheus text', async () => {
    await open.app.inject({ method: 'GET', url: '/api/health' });
    await open.app.portal.mailWorker.stop();
    await enqueueMail(open.db, { key: 'metrics:1', to: 'a@example.se', subject: 'S', text: 'T' });
    const res = await scrape(open);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(text).toMatch(/db_pool_connections\{state="in_use"\} \d+/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/^mail_outbox_depth 1$/m);
    expect(text).toMatch(/^mail_outbox_oldest_age_seconds \d/m);
    expect(text).toMatch(/^mail_outbox_failed 0$/m);
    expect(text).toMatch(/^mail_send_failures_total 0$/m);
  });

  it('asks for the token when METRICS_TOKEN is set', async () => {
    expect((await scrape(guarded)).statusCode).toBe(401);
    expect((await scrape(guarded, 'Bearer wrong')).statusCode).toBe(401);
    const res = await scrape(guarded, 'Bearer s3cret-metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('mail_outbox_depth');
  });

  it('stays out of the OpenAPI document (not part of the wire contract)', async () => {
    const doc = (await open.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/metrics');
  });
});
