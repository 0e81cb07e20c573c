import type { LightMyRequestResponse } from 'fastify';
import { DOCS_CONTENT_SECURITY_POLICY } from '../../src/http/security-headers';
import { createTestApp, login, type TestApp } from '../helper';

/**
 * Browser security headers: the API: @fastify/helmet with a policy for a JSON API on every
 * answer (errors and early answers too), its own policy for the Swagger UI page, and no HSTS (the shell or the
 * web server in front of the portal's origin sends it).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function expectJsonApiHeaders(res: LightMyRequestResponse) {
  expect(res.headers['content-security-policy']).toBe(
    "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  );
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('the API sends the headers of a JSON API', () => {
  it('on a public answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectJsonApiHeaders(res);
  });

  it('on a signed-in answer', async () => {
    const admin = await login(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/LawFirm/get', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expectJsonApiHeaders(res);
  });

  it.each([
    ['401 without a token', { method: 'GET' as const, url: '/api/LawFirm/get' }, 401],
    ['404 for an unknown route', { method: 'GET' as const, url: '/api/NoSuch/thing' }, 404],
    [
      '400 for invalid input',
      { method: 'POST' as const, url: '/api/Auth/login', payload: { EmalId: 'not-an-email', password: 'x' } },
      400,
    ],
  ])('on an error answer: %s', async (_name, request, status) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    expectJsonApiHeaders(res);
  });

  it('on the 503 of an instance that is still starting', async () => {
    t.app.portal.state.ready = false;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/LawFirm/get' });
      expect(res.statusCode).toBe(503);
      expectJsonApiHeaders(res);
    } finally {
      t.app.portal.state.ready = true;
    }
  });
});

describe('the Swagger UI page at /api/docs', () => {
  it('has a policy of its own: its own scripts only, never framed', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
    expect(DOCS_CONTENT_SECURITY_POLICY).toMatch(/script-src 'self';/);
    expect(DOCS_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(DOCS_CONTENT_SECURITY_POLICY).toMatch(/frame-ancestors 'none'/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
  });

  it('leaves the OpenAPI document with the JSON policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expectJsonApiHeaders(res);
  });
});
