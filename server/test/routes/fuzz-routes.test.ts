import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type Endpoint, endpoints, type Role } from 'shared-api/contract';
import { multipart } from '../files-fixtures';
import { createTestApp, login, type SignedIn, type TestApp } from '../helper';

/**
 * Random and malformed input at every route of the contract (wrong types, huge strings, odd
 * unicode, missing fields, bad JSON, random query strings), signed in with a role the route allows.
 * Never a 500, always the JSON envelope, never a stack trace, and no write: the row counts of the main
 * tables and the stored files stay as they were.
 *
 * Generated ids avoid 1..9,999,999 so that a random value never names a real record (a valid delete
 * would be a legitimate write). Deterministic: a fixed seed (FUZZ_SEED overrides), FUZZ_RUNS runs per route.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const MAIN_TABLES = [
  'law_firms',
  'law_firm_offices',
  'users',
  'user_offices',
  'creditors',
  'creditor_otps',
  'cases',
  'creditor_cases',
  'debt_collector_creditors',
  'notifications',
  'notification_recipients',
  'documents',
  'invoices',
] as const;

let t: TestApp;
let as: Record<Exclude<Role, 'public'>, SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
});
// Fresh sessions for every route: a random call to logout or logoutEverywhere ends the token it carries.
beforeEach(async () => {
  as = {
    S: await login(t.app, 'admin'),
    A: await login(t.app, 'anna'),
    U: await login(t.app, 'ulf'),
    C: await login(t.app, 'leverantor'),
    D: await login(t.app, 'inkasso'),
  };
});
afterAll(() => t.close());

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of MAIN_TABLES) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  let files: string[] = [];
  try {
    files = readdirSync(join(t.config.dataDir, 'files'), { recursive: true }).map(String).sort();
  } catch {
    // no file stored yet
  }
  return { counts, files };
}

/** The field names of a zod object schema (through pipes and wrappers), for realistic-looking keys. */
function keysOf(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } };
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current.shape) return Object.keys(current.shape);
    current = (current.def?.in ?? current.def?.innerType) as typeof current;
  }
  return [];
}

/** Numbers that could name a real record: never generated (see the file comment). */
function couldBeRealId(value: unknown): boolean {
  if (value === true || (Array.isArray(value) && value.length === 0)) return true;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return false;
  let n: number;
  try {
    n = Number(value);
  } catch {
    return false;
  }
  if (Array.isArray(value)) return value.some(couldBeRealId);
  return Number.isInteger(n) && n >= 1 && n <= 9_999_999;
}

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '\u202Eevil',
  '💥🧨',
  'ǅǈ',
  'Å'.normalize('NFD'),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00%zz',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  'null',
  'undefined',
  '__proto__',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '2026-02-30',
  'true',
);

/** A long text, shown as `Huge(n)` in counterexamples; becomes n characters in queries, JSON and form fields. */
class Huge {
  constructor(readonly length: number) {}
  toString() {
    return 'x'.repeat(this.length);
  }
  toJSON() {
    return this.toString();
  }
  [fc.toStringMethod]() {
    return `Huge(${this.length})`;
  }
}
const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((n) => new Huge(n));

const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1_000_000, max: 0 }),
  fc.integer({ min: 10_000_000, max: 2 ** 31 - 1 }),
  fc.constantFrom(2 ** 31, 2 ** 53, 1e308, -1e308, 0.5, -0.0001, Number.MAX_SAFE_INTEGER),
  fc.double(),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  oddStrings,
  hugeString,
);

const value: fc.Arbitrary<unknown> = fc
  .oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string(), scalar, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  )
  .filter((v) => !couldBeRealId(v));

/** An object with some of the schema's keys (any case), some random keys, random values. */
function fieldsFor(keys: string[]) {
  const known = keys.length
    ? fc.uniqueArray(
        fc.tuple(
          fc.constantFrom(...keys).chain((k) => fc.constantFrom(k, k.toUpperCase(), k.toLowerCase())),
          value,
        ),
        { maxLength: keys.length, selector: ([k]) => k },
      )
    : fc.constant([] as [string, unknown][]);
  const extra = fc.array(fc.tuple(fc.oneof(fc.string(), oddStrings), value), { maxLength: 3 });
  return fc.tuple(known, extra).map(([a, b]) => Object.fromEntries([...a, ...b]) as Record<string, unknown>);
}

/** Any generated value as text (objects as JSON; they may have no prototype). */
function text(v: unknown): string {
  if (typeof v === 'object' && v !== null && !(v instanceof Huge)) return JSON.stringify(v);
  return String(v);
}

function queryString(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, text(item));
    else params.append(k, text(v));
  }
  return params.toString();
}

/** A raw query as typed: kept as is where URL-safe, percent-encoded elsewhere, lone surrogates as invalid UTF-8. */
function rawQuery(raw: string): string {
  return raw.replace(/[^\w=&%.~-]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  });
}

const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[',
    'nul',
    "{'a':1}",
    '{"a":1,}',
    '\u0000',
    '{"__proto__":{"polluted":1}}',
    '',
  ),
  fc.integer({ min: 100, max: 5000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.string(),
);

type BodyKind =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'multipart'; fields: Record<string, unknown>; file: Uint8Array | null; fileName: string };

function bodyFor(endpoint: Endpoint): fc.Arbitrary<BodyKind> {
  const keys = keysOf(endpoint.body);
  const options: fc.Arbitrary<BodyKind>[] = [
    fc.constant({ kind: 'none' } as const),
    fieldsFor(keys).map((fields) => ({ kind: 'json', value: fields }) as const),
    value.map((v) => ({ kind: 'json', value: v }) as const),
    malformedJson.map((text) => ({ kind: 'raw', text, contentType: 'application/json' }) as const),
    fc
      .tuple(
        fc.string(),
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data',
          'multipart/form-data; boundary=abc',
          'x/y; a=b',
        ),
      )
      .map(([text, contentType]) => ({ kind: 'raw', text, contentType }) as const),
  ];
  if (endpoint.multipart) {
    options.push(
      fc
        .record({
          fields: fieldsFor(keys),
          // A leading 'Z' keeps random bytes from looking like a real PDF, image or Office file.
          file: fc.option(fc.uint8Array({ maxLength: 2048 }).map((b) => Uint8Array.from([0x5a, ...b]))),
          fileName: fc.oneof(fc.string(), oddStrings, fc.constantFrom('a.pdf', 'b.png', '.pdf', 'x.exe')),
        })
        .map((m) => ({ kind: 'multipart', ...m }) as const),
    );
  }
  return fc.oneof(...options);
}

function requestFor(endpoint: Endpoint) {
  const roles = endpoint.roles.filter((r): r is Exclude<Role, 'public'> => r !== 'public');
  return fc.record({
    caller: fc.oneof(
      { weight: 8, arbitrary: roles.length ? fc.constantFrom(...roles) : fc.constant('none' as const) },
      { weight: 1, arbitrary: fc.constantFrom('none' as const, 'garbage' as const) },
    ),
    query: fc.option(fieldsFor(keysOf(endpoint.query)), { nil: undefined }),
    rawQuery: fc.option(fc.oneof(fc.string(), oddStrings), { nil: undefined }),
    body: endpoint.method === 'GET' ? fc.constant({ kind: 'none' } as BodyKind) : bodyFor(endpoint),
    language: fc.constantFrom(undefined, 'sv', 'en', '*', 'xx-YY;q=abc', '\u0000'),
  });
}

type RequestInput = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

const STACK_TRACE = /\n\s+at .+[:(]\d+|node_modules|\/work\/|\.ts:\d+/;

function toInject(endpoint: Endpoint, input: RequestInput): InjectOptions {
  const headers: Record<string, string> = {};
  if (input.caller === 'garbage') headers.authorization = 'Bearer not.a.token';
  else if (input.caller !== 'none') headers.authorization = as[input.caller].headers.authorization;
  if (input.language !== undefined) headers['accept-language'] = input.language;
  const query = input.query ? queryString(input.query) : '';
  const raw = input.rawQuery ? rawQuery(input.rawQuery) : '';
  const search = [query, raw].filter(Boolean).join('&');
  const url = `${endpoint.path}${search ? `?${search}` : ''}`;
  const options: InjectOptions = { method: endpoint.method, url, headers };
  const body = input.body;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(body.value ?? null);
  } else if (body.kind === 'raw') {
    headers['content-type'] = body.contentType;
    options.payload = body.text;
  } else if (body.kind === 'multipart') {
    const textFields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body.fields)) textFields[k.replace(/["\r\n]/g, '_')] = text(v);
    const form = multipart(
      textFields,
      body.file
        ? {
            field: endpoint.upload?.fileField,
            name: body.fileName.replace(/["\r\n]/g, '_'),
            content: Buffer.from(body.file),
          }
        : undefined,
    );
    Object.assign(headers, form.headers);
    options.payload = form.payload;
  }
  return options;
}

describe('every route survives random and malformed input', () => {
  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, endpoint) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(requestFor(endpoint), async (input) => {
        const res = await t.app.inject(toInject(endpoint, input));
        const seen = `${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode >= 500) throw new Error(`answered ${seen}`);
        if (endpoint.download && res.statusCode === 200) return;
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const body = JSON.parse(res.body);
        expect(typeof body.isSuccess).toBe('boolean');
        expect(typeof body.message).toBe('string');
        expect('data' in body).toBe(true);
        expect(res.body).not.toMatch(STACK_TRACE);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(await snapshot()).toEqual(before);
  });
});
