import { sql } from 'kysely';
import { migrate } from '../src/db/migrate';
import { call, createTestApp, login, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the envelope', () => {
  it('answers 400 with the envelope for malformed JSON', async () => {
    const { status, body, res } = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"EmalId": "anna@x.se", ',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ isSuccess: false, message: expect.stringMatching(/malformed json/i), data: null });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('names a missing field in English by default', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/login',
      payload: { password: 'whatever' },
    });
    expect(status).toBe(400);
    expect(body.isSuccess).toBe(false);
    expect(body.data).toBeNull();
    expect(body.message).toBe('EmalId: This field is required');
  });

  it('names a missing field in Swedish when the caller asks for Swedish', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/login',
      headers: { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.5' },
      payload: { emalId: 'kalle@example.se' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('password: Fältet är obligatoriskt');
  });

  it('names an invalid field', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/login',
      payload: { EmalId: 'not-an-email', password: 'x' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('EmalId: Invalid email');
  });

  it('answers 404 with the envelope for an unknown route', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/NoSuch/thing' });
    expect(status).toBe(404);
    expect(body).toEqual({ isSuccess: false, message: 'Route not found', data: null });
  });

  it('answers 413 with the envelope for a body over the limit', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ EmalId: 'a@b.se', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(status).toBe(413);
    expect(body).toEqual({ isSuccess: false, message: expect.any(String), data: null });
  });

  it('answers 415 with the envelope for an unsupported content type', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(status).toBe(415);
    expect(body.isSuccess).toBe(false);
  });
});

describe('routing', () => {
  it('matches paths regardless of case', async () => {
    for (const url of ['/api/Auth/login', '/api/auth/login', '/API/AUTH/LOGIN']) {
      const { status } = await call(t.app, {
        method: 'POST',
        url,
        payload: { EmalId: 'anna.berg@nordlaw.demo', password: 'Demo1234!' },
      });
      expect(status).toBe(200);
    }
  });

  it('binds body keys regardless of case, as the original server did', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/login',
      payload: { emalid: 'anna.berg@nordlaw.demo', PASSWORD: 'Demo1234!' },
    });
    expect(status).toBe(200);
    expect(body.data.userType).toBe('A');
  });

  it('binds query keys regardless of case', async () => {
    const anna = await login(t.app, 'anna');
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: `/api/Case/get?LAWFIRMID=${anna.lawFirmId}`,
      headers: anna.headers,
    });
    expect(status).toBe(200);
    expect(body.data.casesResponses.length).toBeGreaterThan(0);
  });
});

describe('health', () => {
  it('answers 200 once migrated and the database answers', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(status).toBe(200);
    expect(body.isSuccess).toBe(true);
    expect(body.data.status).toBe('ok');
  });

  it('answers 503 before the migrations have run', async () => {
    t.app.portal.state.ready = false;
    try {
      const health = await call(t.app, { method: 'GET', url: '/api/health' });
      expect(health.status).toBe(503);
      expect(health.body.isSuccess).toBe(false);
      const other = await call(t.app, { method: 'POST', url: '/api/Auth/login', payload: {} });
      expect(other.status).toBe(503);
    } finally {
      t.app.portal.state.ready = true;
    }
  });
});

describe('the database layer', () => {
  it('never interleaves two concurrent transactions on the embedded database', async () => {
    const slow = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_log').values({ action: 'probe', entity: 'probe' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });
    const count = t.db.transaction().execute(async (trx) => {
      const row = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM audit_log WHERE action = 'probe'`.execute(trx);
      return row.rows[0]?.n;
    });
    await expect(slow).rejects.toThrow('roll back');
    expect(await count).toBe(0);
  });
});

describe('migrations', () => {
  it('are idempotent: a second run applies nothing and keeps the data', async () => {
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(t.db);
    expect(await migrate(t.database)).toEqual([]);
    expect(await migrate(t.database)).toEqual([]);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(t.db);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('bring the reference data: 7 phases, SNI sections A–U and the claim bases, in both languages', async () => {
    const statuses = await t.db.selectFrom('case_statuses').selectAll().execute();
    expect(statuses.map((s) => s.case_status_id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const sectors = await t.db.selectFrom('sectors').selectAll().orderBy('code').execute();
    expect(sectors).toHaveLength(21);
    expect(sectors[5]).toMatchObject({ code: 'F', name_en: 'Construction', name_sv: 'Byggverksamhet' });
    const bases = await t.db
      .selectFrom('key_values')
      .selectAll()
      .where('key_name', '=', 'ClaimBasis')
      .execute();
    expect(bases.map((b) => b.key_value)).toEqual(
      expect.arrayContaining(['SupplierInvoice', 'Wages', 'Taxes', 'Rent', 'Loan', 'Damages', 'Other']),
    );
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI 3 document generated from the contract, and readable docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/Auth/login', '/api/Case/add', '/api/Creditor/signup']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
  });
});
