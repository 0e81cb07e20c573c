import { inflateSync } from 'node:zlib';
import { Workbook } from 'exceljs';
import { ASSET, call, dividendCase, mailsTo, setClass, strangerCollector } from '../dividends-fixture';
import { type FilesWorld, loadWorld } from '../files-fixtures';
import { createTestApp, DEMO, loginAll, type SignedIn, type TestApp } from '../helper';

/** The dividend proposal: drafting, versions, publishing, dates, files, and who may do what. */

let t: TestApp;
let w: FilesWorld;
let as: Record<'anna' | 'ulf' | 'karin' | 'admin' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;
let caseId: number;
const amounts = { assets: [{ asset: ASSET, amount: '80000' }], rest: '60 000,00' };

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
  caseId = await dividendCase(t, w);
});
afterAll(() => t.close());

const draft = (who: SignedIn, body: Record<string, unknown> = {}) =>
  call(t, who, 'POST', '/api/LawFirm/dividends/proposal', { caseId, ...amounts, ...body });
const proposal = async (proposalId: number) =>
  (await call(t, as.anna, 'GET', `/api/LawFirm/dividends/proposal?proposalId=${proposalId}`)).json().data;
const creditorView = (who: SignedIn, creditorId: number) =>
  call(t, who, 'GET', `/api/Creditor/dividends?caseId=${caseId}&creditorId=${creditorId}`);

let first: number;
let second: number;

describe('drafting a proposal', () => {
  it('shows the firm what a proposal needs: the assets to enter, the minimum and the hold', async () => {
    const res = await call(t, as.ulf, 'GET', `/api/LawFirm/dividends?caseId=${caseId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      settings: { minimumDividend: '300.00', bankDetailsHoldDays: 5 },
      estateAccount: null,
      assets: [ASSET],
      undecidedClaimNumbers: [],
      admittedClaimCount: 4,
      proposals: [],
    });
  });

  it('refuses admitted claims without a decided class, naming them in the caller’s language', async () => {
    await setClass(t, caseId, 3, null);
    const res = await draft(as.anna);
    await setClass(t, caseId, 3, 'NonPriority');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dessa godkända fordringar saknar beslutad förmånsrätt: nr 3');
  });

  it('refuses an asset no claim attaches to, and a negative or malformed amount', async () => {
    const unknown = await draft(as.anna, { assets: [{ asset: 'Bilen', amount: '10' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Bilen');
    for (const rest of ['-5', 'tio', '']) expect((await draft(as.anna, { rest })).statusCode).toBe(400);
  });

  it('computes numbered, frozen versions for A and U: classes in order, the minimum shown as not paid out', async () => {
    const byU = await draft(as.ulf);
    const byA = await draft(as.anna);
    expect([byU.statusCode, byA.statusCode]).toEqual([201, 201]);
    expect([byU.json().data.version, byA.json().data.version]).toEqual([1, 2]);
    first = byU.json().data.proposalId;
    second = byA.json().data.proposalId;
    const p = await proposal(second);
    expect(p).toMatchObject({
      status: 'Draft',
      enteredAmount: '140000.00',
      distributedAmount: '140000.00',
      paidOutAmount: '139950.12',
      notPaidOutAmount: '49.88',
      surplusAmount: '0.00',
      minimumDividend: '300.00',
    });
    expect(
      p.classes.map((c: Record<string, string>) => [c.priorityClass, c.dividendAmount, c.percent]),
    ).toEqual([
      ['SpecialPriority', '80000.00', '80.00'],
      ['GeneralPriority', '40000.00', '100.00'],
      ['NonPriority', '20000.00', '24.93'],
    ]);
    expect(
      p.lines.map((l: Record<string, unknown>) => [
        l.lineNumber,
        l.creditorName,
        l.claimNumbers,
        l.dividendAmount,
        l.paidOut,
      ]),
    ).toEqual([
      [1, 'Leverantören AB', [1, 3], '99950.12', true],
      [2, 'Byggvaror i Norr AB', [2], '40000.00', true],
      [3, 'Nordisk Inkasso AB', [5], '49.88', false],
    ]);
    // The uncovered part of claim 1 continues as a non-priority part.
    expect(p.lines[0].parts).toContainEqual(
      expect.objectContaining({
        claimNumber: 1,
        priorityClass: 'NonPriority',
        uncovered: true,
        admittedAmount: '20000.00',
      }),
    );
    expect(p.lines[0].bank).toEqual({ status: 'None', masked: null, changedAt: null, heldUntil: null });
  });

  it('keeps a version as computed when the claims change afterwards', async () => {
    await t.db
      .updateTable('invoices')
      .set({ approved_amount: '1.00' })
      .where('case_id', '=', caseId)
      .where('claim_number', '=', 2)
      .execute();
    const p = await proposal(first);
    await t.db
      .updateTable('invoices')
      .set({ approved_amount: '40000.00' })
      .where('case_id', '=', caseId)
      .where('claim_number', '=', 2)
      .execute();
    expect(p.lines[1].dividendAmount).toBe('40000.00');
  });
});

describe('publishing and the creditors', () => {
  it('shows creditors no draft', async () => {
    expect((await creditorView(as.leverantor, w.creditors.leverantor)).json().data).toEqual([]);
  });

  it('publishes only the latest version, once, and mails its creditors and their debt collector', async () => {
    expect(
      (await call(t, as.ulf, 'PUT', '/api/LawFirm/dividends/publish', { proposalId: first })).statusCode,
    ).toBe(409);
    expect(
      (await call(t, as.ulf, 'PUT', '/api/LawFirm/dividends/publish', { proposalId: second })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, as.ulf, 'PUT', '/api/LawFirm/dividends/publish', { proposalId: second })).statusCode,
    ).toBe(409);
    for (const email of [DEMO.leverantor, DEMO.bygg, DEMO.inkasso]) {
      const subjects = (await mailsTo(t, email)).map((m) => m.subject);
      expect(
        subjects.filter((s) => /Utdelningsförslag: Provbygg i Umeå AB|Dividend proposal: Provbygg/.test(s)),
      ).toHaveLength(1);
    }
  });

  it("gives a creditor its own lines and every class's totals", async () => {
    const [version] = (await creditorView(as.bygg, w.creditors.bygg)).json().data;
    expect(version).toMatchObject({ version: 2, minimumDividend: '300.00' });
    expect(version.classes).toHaveLength(3);
    expect(version.lines.map((l: { lineNumber: number }) => l.lineNumber)).toEqual([2]);
    expect(version.lines[0]).not.toHaveProperty('bank');
  });

  it('lets an approved debt collector read its creditor’s lines, and refuses one without approval', async () => {
    const res = await creditorView(as.inkasso, w.creditors.bygg);
    expect(res.json().data[0].lines[0].creditorName).toBe('Byggvaror i Norr AB');
    const stranger = await strangerCollector(t, caseId);
    expect((await creditorView(stranger, w.creditors.bygg)).statusCode).toBe(403);
    expect((await creditorView(as.leverantor, w.creditors.bygg)).statusCode).toBe(403);
  });

  it('answers a case the creditor does not follow as a missing one', async () => {
    await t.db
      .deleteFrom('creditor_cases')
      .where('case_id', '=', caseId)
      .where('creditor_id', '=', w.creditors.bygg)
      .execute();
    const res = await creditorView(as.bygg, w.creditors.bygg);
    await t.db
      .insertInto('creditor_cases')
      .values({ case_id: caseId, creditor_id: w.creditors.bygg })
      .execute();
    expect(res.statusCode).toBe(404);
  });
});

describe('the dates of a version', () => {
  const dates = (who: SignedIn, body: Record<string, unknown>) =>
    call(t, who, 'PUT', '/api/LawFirm/dividends/dates', { proposalId: second, ...body });

  it('lets U record the day it went to the supervisory authority, and only A the confirmed and final days', async () => {
    expect((await dates(as.ulf, { sentToAuthorityOn: '2026-09-02' })).statusCode).toBe(200);
    expect((await dates(as.ulf, { confirmedOn: '2026-10-01' })).statusCode).toBe(403);
    expect((await dates(as.anna, { finalOn: '2026-10-22' })).statusCode).toBe(409);
    expect((await dates(as.anna, { confirmedOn: '2026-09-01' })).statusCode).toBe(400);
    expect((await dates(as.anna, { confirmedOn: '2026-10-01' })).statusCode).toBe(200);
    expect((await dates(as.anna, { finalOn: '2026-10-22' })).statusCode).toBe(200);
    expect((await dates(as.anna, { finalOn: '2026-10-23' })).statusCode).toBe(409);
    expect(await proposal(second)).toMatchObject({
      sentToAuthorityOn: '2026-09-02',
      confirmedOn: '2026-10-01',
      finalOn: '2026-10-22',
    });
  });

  it('audits each date and mails the creditors when it is final; no new version after confirmation', async () => {
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('case_id', '=', caseId)
      .where('entity', '=', 'dividendProposal')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['sentToAuthority', 'confirm', 'final', 'publish', 'draft']),
    );
    expect((await mailsTo(t, DEMO.leverantor)).some((m) => /laga kraft|is final/.test(m.subject))).toBe(true);
    expect((await draft(as.anna)).statusCode).toBe(409);
  });
});

describe('the PDF and XLSX of a version', () => {
  it('draws the header, one table per class and totals equal to the amounts distributed', async () => {
    const xlsx = await call(
      t,
      as.ulf,
      'GET',
      `/api/LawFirm/dividends/proposal/file?proposalId=${second}&format=xlsx&lang=sv`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('utdelningsforslag-K_88-26-v2.xlsx');
    const book = new Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const find = (label: string) => rows.find((r) => r[0] === label);
    expect(find('Ärende (K-nummer)')).toEqual(['Ärende (K-nummer)', 'K 88-26']);
    expect(find('Fastställt')).toEqual(['Fastställt', '2026-10-01']);
    expect(find('Summa särskild förmånsrätt i Fastigheten Norrby 1:23')?.[3]).toBe(80000);
    expect(find('Summa oprioriterade fordringar')?.slice(2, 5)).toEqual([80200, 20000, 24.93]);
    expect(find('Fördelat')?.[3]).toBe(140000);
    expect(find('Betalas inte ut (under lägsta utdelning), stannar i boet')?.[3]).toBe(49.88);
    const pdf = await call(
      t,
      as.anna,
      'GET',
      `/api/LawFirm/dividends/proposal/file?proposalId=${second}&format=pdf&lang=en`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfStrings(pdf.rawPayload);
    for (const expected of [
      'Dividend proposal, version 2',
      'Special priority in Fastigheten Norrby 1:23',
      'Non-priority claims',
      '140,000.00',
    ])
      expect(text).toContain(expected);
  });
});

describe('who may reach a case’s proposal', () => {
  it("answers another firm's administrator 404, as for a proposal that does not exist", async () => {
    const other = await call(t, as.karin, 'GET', `/api/LawFirm/dividends/proposal?proposalId=${second}`);
    const missing = await call(t, as.karin, 'GET', '/api/LawFirm/dividends/proposal?proposalId=999999');
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(other.json().message).toBe(missing.json().message);
    for (const [method, url, body] of [
      ['GET', `/api/LawFirm/dividends?caseId=${caseId}`, undefined],
      ['POST', '/api/LawFirm/dividends/proposal', { caseId, ...amounts }],
      ['PUT', '/api/LawFirm/dividends/publish', { proposalId: second }],
      ['PUT', '/api/LawFirm/dividends/dates', { proposalId: second, sentToAuthorityOn: '2026-09-03' }],
      ['GET', `/api/LawFirm/dividends/paymentFile?proposalId=${second}`, undefined],
      ['PUT', '/api/LawFirm/dividends/payments', { proposalId: second, lineNumbers: [1], status: 'Paid' }],
      ['PUT', '/api/LawFirm/dividends/confirmBankDetails', { proposalId: second, lineNumber: 1 }],
      [
        'PUT',
        '/api/LawFirm/dividends/estateAccount',
        { caseId, iban: 'SE4550000000058398257466', bic: 'ESSESESS' },
      ],
    ] as const)
      expect({ url, status: (await call(t, as.karin, method, url, body)).statusCode }).toEqual({
        url,
        status: 404,
      });
  });

  it('keeps the payment file, payments and confirmations from U, and every firm call from creditors and S', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/LawFirm/dividends/paymentFile?proposalId=${second}`, undefined],
      ['PUT', '/api/LawFirm/dividends/payments', { proposalId: second, lineNumbers: [1], status: 'Paid' }],
      ['PUT', '/api/LawFirm/dividends/confirmBankDetails', { proposalId: second, lineNumber: 1 }],
      ['PUT', '/api/LawFirm/dividends/settings', { minimumDividend: '0', bankDetailsHoldDays: 0 }],
    ] as const)
      expect({ url, status: (await call(t, as.ulf, method, url, body)).statusCode }).toEqual({
        url,
        status: 403,
      });
    for (const who of [as.leverantor, as.inkasso, as.admin])
      expect(
        (await call(t, who, 'GET', `/api/LawFirm/dividends/proposal?proposalId=${second}`)).statusCode,
      ).toBe(403);
  });
});

/** The text strings a PDF draws (its Flate streams inflated, hex strings read as Latin-1). */
function pdfStrings(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  let text = '';
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    try {
      const content = inflateSync(pdf.subarray(start, source.indexOf('endstream', start))).toString('latin1');
      for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
        const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]) : [op[2]];
        text += `${hexes.map((h) => Buffer.from(h ?? '', 'hex').toString('latin1')).join('')}\n`;
      }
    } catch {}
  }
  return text.replace(/\u00a0/g, ' ');
}
