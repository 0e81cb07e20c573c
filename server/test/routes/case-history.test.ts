import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from '../files-fixtures';
import { call, createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';

/**
 * The case's audit trail. Real calls on the demo world write the
 * rows; the firm's administrator reads them back filtered, paged and as CSV;
 * everyone else is refused.
 */

let t: TestApp;
let w: FilesWorld;
let as: Record<'anna' | 'ulf' | 'karin' | 'admin' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;
/** A name a spreadsheet would run as a formula, given to ulf before he acts. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Klicka")';

const history = (who: SignedIn, query: string, language = 'en') =>
  call(t.app, {
    method: 'GET',
    url: `/api/LawFirm/caseHistory?${query}`,
    headers: { ...who.headers, 'accept-language': language },
  });
const csv = (who: SignedIn, query: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/LawFirm/caseHistory/csv?${query}`,
    headers: { ...who.headers, 'accept-language': language },
  });
const ok = async (promise: Promise<{ status: number; body: { message: string; data: unknown } }>) => {
  const res = await promise;
  if (res.status !== 200) throw new Error(`${res.status} ${res.body.message}`);
  return res.body.data as Record<string, number>;
};

type Entry = {
  at: string;
  actorName: string;
  actorRole: string;
  kind: string;
  action: string;
  summary: string;
};

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
  await t.db
    .updateTable('users')
    .set({ name: FORMULA_NAME })
    .where('email', '=', 'ulf.lind@nordlaw.demo')
    .execute();

  // The case: a claims deadline set by A.
  const details = (
    await call(t.app, {
      method: 'GET',
      url: `/api/case/getCaseById?caseId=${w.shared}`,
      headers: as.anna.headers,
    })
  ).body.data;
  await ok(
    call(t.app, {
      method: 'PUT',
      url: '/api/Case/update',
      headers: as.anna.headers,
      payload: { ...details, claimsDeadline: '2026-09-30' },
    }),
  );
  // Documents: uploaded, published, deleted.
  const form = multipart({}, { name: 'Bouppteckning.pdf', content: MINIMAL_PDF });
  const { documentId } = await ok(
    call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/document/upload?SendToCasesId=${w.shared}&Comment=Bouppteckning`,
      headers: { ...as.anna.headers, ...form.headers },
      payload: form.payload,
    }),
  );
  const published = { documentId, status: 'Published' };
  await ok(
    call(t.app, {
      method: 'PUT',
      url: '/api/LawFirm/document/statusChange',
      headers: as.anna.headers,
      payload: published,
    }),
  );
  await ok(
    call(t.app, {
      method: 'DELETE',
      url: `/api/LawFirm/document/delete?documentId=${documentId}`,
      headers: as.anna.headers,
    }),
  );
  // Messages: ulf writes to everyone and edits it; a creditor writes to the firm.
  const { notificationId } = await ok(
    call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/notification/send',
      headers: as.ulf.headers,
      payload: { isSendToAll: true, caseId: w.shared, notification: 'Bevakningsdag 30 september' },
    }),
  );
  await ok(
    call(t.app, {
      method: 'PUT',
      url: '/api/LawFirm/notification/edit',
      headers: as.ulf.headers,
      payload: { notificationId, notification: 'Bevakningsdag den 30 september' },
    }),
  );
  await ok(
    call(t.app, {
      method: 'POST',
      url: '/api/Creditor/notification/send',
      headers: as.leverantor.headers,
      payload: {
        creditorCasesId: w.link(w.creditors.leverantor, w.shared),
        caseId: w.shared,
        notification: 'Fråga om bevakningen',
      },
    }),
  );
  // A claim: filed by the creditor, partly approved by A with a reason.
  const claim = multipart(
    { CaseId: w.shared, ClaimAmount: '12 500,50', ClaimBasis: 'SupplierInvoice' },
    { name: 'Faktura 77.pdf', content: MINIMAL_PDF },
  );
  const { invoiceId } = await ok(
    call(t.app, {
      method: 'POST',
      url: '/api/Creditor/invoice/add',
      headers: { ...as.leverantor.headers, ...claim.headers },
      payload: claim.payload,
    }),
  );
  await ok(
    call(t.app, {
      method: 'PUT',
      url: '/api/LawFirm/invoice/update',
      headers: as.anna.headers,
      payload: {
        invoiceId,
        invoiceStatus: 'Approved',
        approvedAmount: '10000',
        decisionReason: 'Delvis styrkt',
      },
    }),
  );
});
afterAll(() => t.close());

const entriesOf = async (query: string, who = as.anna, language = 'en') => {
  const res = await history(who, query, language);
  expect(res.status).toBe(200);
  return res.body.data as {
    entries: Entry[];
    total: number;
    actors: { actor: string; name: string; role: string }[];
  };
};

describe('GET /api/LawFirm/caseHistory', () => {
  it('shows who did what and when, of every kind, newest first', async () => {
    const { entries, total } = await entriesOf(`caseId=${w.shared}&pageSize=50`);
    expect(total).toBeGreaterThanOrEqual(9);
    const kinds = new Set(entries.map((e) => e.kind));
    for (const kind of ['case', 'document', 'message', 'claim', 'decision']) expect(kinds).toContain(kind);
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorName: 'Anna Berg',
          actorRole: 'A',
          kind: 'decision',
          action: 'status',
          summary: expect.stringMatching(
            /^Claim no\. \d+: Pending → Approved, approved 10000\.00 SEK, reason "Delvis styrkt"$/,
          ),
        }),
        expect.objectContaining({
          actorRole: 'C',
          kind: 'claim',
          action: 'add',
          summary: expect.stringMatching(/filed: 12500\.50 SEK$/),
        }),
        expect.objectContaining({
          kind: 'document',
          action: 'publish',
          summary: 'Document published: Bouppteckning.pdf',
        }),
        expect.objectContaining({ actorName: FORMULA_NAME, actorRole: 'U', kind: 'message', action: 'edit' }),
        expect.objectContaining({
          kind: 'case',
          action: 'update',
          summary: expect.stringContaining('claims deadline 2026-09-30'),
        }),
      ]),
    );
  });

  it('speaks Swedish to a Swedish caller', async () => {
    const { entries } = await entriesOf(`caseId=${w.shared}&kind=decision`, as.anna, 'sv');
    expect(entries[0]?.summary).toMatch(
      /^Bevakning nr \d+: Väntande → Godkänd, godkänt 10 000,00 kr, skäl ”Delvis styrkt”$/,
    );
  });

  it('filters by kind, person and period in SQL, and pages', async () => {
    const all = await entriesOf(`caseId=${w.shared}&pageSize=100`);
    const decisions = await entriesOf(`caseId=${w.shared}&kind=decision`);
    expect(decisions.total).toBe(all.entries.filter((e) => e.kind === 'decision').length);
    expect(decisions.entries.every((e) => e.kind === 'decision')).toBe(true);
    const claims = await entriesOf(`caseId=${w.shared}&kind=claim`);
    expect(claims.entries.every((e) => e.kind === 'claim')).toBe(true);

    const ulf = all.actors.find((a) => a.role === 'U');
    expect(ulf).toMatchObject({ actor: `U-${await ulfId()}`, name: FORMULA_NAME });
    const his = await entriesOf(`caseId=${w.shared}&actor=${ulf?.actor}`);
    expect(his.entries.map((e) => e.action).sort()).toEqual(['edit', 'send']);

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
    expect((await entriesOf(`caseId=${w.shared}&from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await entriesOf(`caseId=${w.shared}&to=2020-01-01`)).total).toBe(0);
    expect((await entriesOf(`caseId=${w.shared}&from=2999-01-01`)).total).toBe(0);

    const first = await entriesOf(`caseId=${w.shared}&pageSize=3&page=1`);
    const second = await entriesOf(`caseId=${w.shared}&pageSize=3&page=2`);
    expect(first.entries).toHaveLength(3);
    expect(first.total).toBe(all.total);
    expect(second.entries).toEqual(all.entries.slice(3, 6));
  });

  it('refuses U, C, D and S (403), another firm or no case (404), a bad filter (400)', async () => {
    for (const who of [as.ulf, as.leverantor, as.inkasso, as.admin])
      expect((await history(who, `caseId=${w.shared}`)).status).toBe(403);
    expect((await history(as.karin, `caseId=${w.shared}`)).status).toBe(404);
    expect((await history(as.anna, `caseId=${w.vast}`)).status).toBe(404);
    expect((await history(as.anna, 'caseId=999999')).status).toBe(404);
    expect((await history(as.anna, `caseId=${w.shared}&kind=password`)).status).toBe(400);
    expect((await history(as.anna, `caseId=${w.shared}&actor=A-1 OR 1=1`)).status).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/LawFirm/caseHistory?caseId=${w.shared}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/LawFirm/caseHistory/csv', () => {
  it('gives every matching entry as CSV for Swedish Excel, with formulas neutralised', async () => {
    const res = await csv(as.anna, `caseId=${w.shared}`, 'sv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('Historik');
    const body = res.body;
    expect(body.startsWith('\uFEFFTid;Person;Roll;Typ;Händelse;Sammanfattning\r\n')).toBe(true);
    const lines = body.slice(1).split('\r\n').filter(Boolean);
    const all = await entriesOf(`caseId=${w.shared}&pageSize=200`);
    expect(lines).toHaveLength(all.total + 1);
    const ulfLines = lines.filter((line) => line.includes('HYPERLINK'));
    expect(ulfLines.length).toBe(2);
    for (const line of ulfLines)
      expect(line).toContain(`;"'=HYPERLINK(""http://evil.example"",""Klicka"")";U;Meddelande;`);
    expect(lines.some((line) => /;=|^=/.test(line))).toBe(false);
  });

  it('applies the filters, and refuses as the list does', async () => {
    const res = await csv(as.anna, `caseId=${w.shared}&kind=decision`);
    const lines = res.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Time;Person;Role;Kind;Action;Summary');
    expect(lines.slice(1).every((line) => line.includes(';Decision;status;'))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    expect((await csv(as.ulf, `caseId=${w.shared}`)).statusCode).toBe(403);
    expect((await csv(as.leverantor, `caseId=${w.shared}`)).statusCode).toBe(403);
    expect((await csv(as.karin, `caseId=${w.shared}`)).statusCode).toBe(404);
  });
});

async function ulfId() {
  const row = await t.db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'ulf.lind@nordlaw.demo')
    .executeTakeFirstOrThrow();
  return row.user_id;
}
