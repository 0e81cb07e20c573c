import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from 'shared-api/contract';
import { contentTypeFor } from '../../src/storage/file-kind';
import { MINIMAL_PDF } from '../files-fixtures';
import { createTestApp, DEMO, type TestApp } from '../helper';
import { generateTypes, redoclyLint, typeErrors } from './openapi-client/client-check';

/**
 * /api/openapi.json is as good as the contract behind it. The
 * document is read from a real server listening on a port (demo data on
 * PGlite), linted by Redocly's recommended rules, and turned into a client by
 * openapi-typescript that compiles and calls that server.
 */

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = any;

let t: TestApp;
let baseUrl: string;
let doc: Json;
let dir: string;
const docFile = () => join(dir, 'openapi.json');

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  doc = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
  dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  writeFileSync(docFile(), JSON.stringify(doc, null, 2));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const operationOf = (method: string, path: string) => doc.paths[path]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('has one operation per contract endpoint, with its operationId, summary and tag', () => {
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item as object));
    expect(operations).toHaveLength(endpoints.length);
    const tags = doc.tags.map((tag: { name: string; description: string }) => tag.name);
    for (const endpoint of endpoints) {
      expect(operationOf(endpoint.method, endpoint.path)).toMatchObject({
        operationId: endpoint.operationId,
        summary: endpoint.summary,
        tags: [endpoint.tag],
      });
      expect(tags).toContain(endpoint.tag);
    }
  });

  it('asks for the bearer token exactly where the roles do, and names a server', () => {
    expect(doc.security).toBeUndefined();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    for (const endpoint of endpoints) {
      const expected = endpoint.roles.includes('public') ? [] : [{ bearer: [] }];
      expect({ path: endpoint.path, security: operationOf(endpoint.method, endpoint.path).security }).toEqual(
        {
          path: endpoint.path,
          security: expected,
        },
      );
    }
    expect(operationOf('POST', '/api/Auth/login').security).toEqual([]);
    expect(operationOf('GET', '/api/health').security).toEqual([]);
  });

  it('is OpenAPI 3.1 with no `nullable` (null is a JSON Schema type there)', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).not.toMatch(/"nullable"/);
  });

  it('answers every refusal with the error envelope, as the roles and the kind of call imply', () => {
    for (const endpoint of endpoints) {
      const { responses } = operationOf(endpoint.method, endpoint.path);
      const statuses = Object.keys(responses).map(Number);
      for (const status of statuses.filter((s) => s >= 400))
        expect(responses[status].content['application/json'].schema).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      const declared = Object.keys(endpoint.errors ?? {}).map(Number);
      const isPublic = endpoint.roles.includes('public');
      const name = endpoint.operationId;
      expect({ name, 401: statuses.includes(401) }).toEqual({
        name,
        401: !isPublic || declared.includes(401),
      });
      expect({ name, 403: statuses.includes(403) }).toEqual({
        name,
        403: !isPublic || declared.includes(403),
      });
      expect({ name, 400: statuses.includes(400) }).toEqual({
        name,
        400: Boolean(endpoint.query || endpoint.body || endpoint.upload),
      });
      if (endpoint.upload) expect(statuses).toEqual(expect.arrayContaining([413, 415]));
      expect(statuses).toEqual(expect.arrayContaining([200, 503, ...declared]));
      if (declared.includes(429)) expect(responses[429].headers['Retry-After']).toBeDefined();
    }
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({
      type: 'object',
      required: ['isSuccess', 'message', 'data'],
      properties: { data: { type: 'null' } },
    });
    expect(Object.keys(operationOf('POST', '/api/Creditor/resendOtp').responses)).toContain('429');
    expect(Object.keys(operationOf('POST', '/api/Creditor/login').responses)).toEqual(
      expect.arrayContaining(['401', '403', '429']),
    );
  });

  it('describes the multipart uploads from their upload rules: fields in the query or in the form, and the file', () => {
    const uploads = endpoints.filter((e) => e.upload);
    expect(uploads.map((e) => e.operationId).sort()).toEqual(
      [
        'addInvoice',
        'addLawFirm',
        'addObjection',
        'answerClaimInformation',
        'editDocument',
        'recordCourtOutcome',
        'replyObjection',
        'settleObjection',
        'previewInvitations',
        'sendInvitations',
        'updateInvoice',
        'updateLawFirm',
        'uploadDocument',
      ].sort(),
    );
    for (const endpoint of uploads) {
      const rules = endpoint.upload;
      if (!rules) continue;
      const { requestBody, parameters = [] } = operationOf(endpoint.method, endpoint.path);
      const form = requestBody.content['multipart/form-data'];
      expect(form.schema.properties[rules.fileField]).toMatchObject({ type: 'string', format: 'binary' });
      expect(form.encoding[rules.fileField].contentType.split(', ')).toEqual(rules.kinds.map(contentTypeFor));
      expect(Boolean(form.schema.required?.includes(rules.fileField))).toBe(rules.fileRequired);
      const formFields = Object.keys(form.schema.properties).filter((name) => name !== rules.fileField);
      const queryFields = parameters.map((p: { name: string }) => p.name);
      if (rules.fieldsIn === 'form') {
        // Every field of the body schema is a form field (claims: CaseId, ClaimAmount, ClaimBasis, …).
        const bodyFields = Object.keys((endpoint.body as unknown as { shape: object }).shape);
        expect(formFields.sort()).toEqual(bodyFields.sort());
        expect(queryFields).toEqual([]);
      } else {
        expect(formFields).toEqual([]);
        expect(queryFields.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives each download the content types of its file kinds', () => {
    for (const endpoint of endpoints.filter((e) => e.download)) {
      const ok = operationOf(endpoint.method, endpoint.path).responses[200];
      expect(Object.keys(ok.content).sort()).toEqual(
        [...new Set(endpoint.downloadKinds?.map(contentTypeFor))].sort(),
      );
      expect(ok.headers['Content-Disposition']).toBeDefined();
    }
  });

  it('is what the docs page reads', async () => {
    expect(await (await fetch(`${baseUrl}/api/docs/json`)).json()).toEqual(doc);
    expect((await fetch(`${baseUrl}/api/docs`)).status).toBe(200);
  });
});

describe('redocly lint with the recommended rules', () => {
  it('reports no error, and no warning but the two accepted ones', () => {
    const report = redoclyLint(docFile(), dir);
    const summary = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}`);
    console.info(
      `redocly lint: ${report.totals.errors} errors, ${report.totals.warnings} warnings\n${summary.join('\n')}`,
    );
    expect(report.totals.errors).toBe(0);
    // No licence: the code is not licensed to anyone. Health refuses nothing: it has no 4xx to declare.
    expect(summary.filter((line) => line.startsWith('warn')).sort()).toEqual([
      'warn info-license #/info',
      'warn operation-4xx-response #/paths/~1api~1health/get/responses',
    ]);
  });
});

describe('a client generated by openapi-typescript', () => {
  let generated = '';
  beforeAll(() => {
    generated = generateTypes(docFile(), join(dir, 'api.d.ts'));
  });

  it('compiles with the calls a third party would write (strict tsc)', () => {
    expect(generated).toMatch(/export interface paths/);
    expect(typeErrors(generated)).toEqual([]);
  });

  it('signs in, lists, uploads a claim and is refused, against the real server', async () => {
    // Loaded by path: the root tsc cannot check calls.ts (its types are generated here), typeErrors() does.
    const { creditorJourney } = await import(join(__dirname, 'openapi-client', 'calls'));
    // The compile above blocks this process (server and client alike) for seconds, past the server's
    // keep-alive: a pooled connection may then be reset under the first call. Start from fresh ones.
    t.app.server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pdf = new Blob([MINIMAL_PDF], { type: 'application/pdf' });
    const result = await creditorJourney(baseUrl, { email: DEMO.leverantor, password: 'Demo1234!' }, pdf);
    expect(result).toEqual({
      userType: 'C',
      followedCases: expect.any(Number),
      claim: { status: 200, amount: '12500.50', state: 'Pending' },
      refused: { status: 403, envelope: { isSuccess: false, message: expect.any(String), data: null } },
    });
    expect(result.followedCases).toBeGreaterThan(0);
  });

  it('would not compile against a document whose claim upload took no file', () => {
    const at = generated.indexOf('addInvoice: {');
    const broken = generated.slice(0, at) + generated.slice(at).replace('File: Blob;', 'File: string;');
    expect(broken).not.toBe(generated);
    expect(typeErrors(broken).join('\n')).toMatch(/calls\.ts/);
  });
});
