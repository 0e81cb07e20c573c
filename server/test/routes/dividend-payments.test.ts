import { ASSET, call, dividendCase, mailsTo, strangerCollector } from '../dividends-fixture';
import { type FilesWorld, loadWorld } from '../files-fixtures';
import { createTestApp, DEMO, loginAll, type SignedIn, type TestApp } from '../helper';
import { parsePain001, xsdErrors } from '../pain001-check';

/** Bank details creditors can trust, the payment file of a final proposal, and payments marked. */

let t: TestApp;
let w: FilesWorld;
let as: Record<'anna' | 'ulf' | 'karin' | 'admin' | 'leverantor' | 'bygg' | 'inkasso', SignedIn>;
let caseId: number;
let proposalId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
  caseId = await dividendCase(t, w, 'K 99-26');
  const made = await call(t, as.anna, 'POST', '/api/LawFirm/dividends/proposal', {
    caseId,
    assets: [{ asset: ASSET, amount: '80000' }],
    rest: '60000',
  });
  proposalId = made.json().data.proposalId;
  await call(t, as.anna, 'PUT', '/api/LawFirm/dividends/publish', { proposalId });
});
afterAll(() => t.close());

const save = (who: SignedIn, creditorId: number, details: Record<string, string>, password = 'Demo1234!') =>
  call(t, who, 'PUT', '/api/Creditor/bankDetails', { creditorId, details, password });
const lines = async () =>
  (await call(t, as.anna, 'GET', `/api/LawFirm/dividends/proposal?proposalId=${proposalId}`)).json().data
    .lines;
const paymentFile = () =>
  call(t, as.anna, 'GET', `/api/LawFirm/dividends/paymentFile?proposalId=${proposalId}`);
const bankgiro = { kind: 'Bankgiro', number: '5050-1055' };
const swedbank = { kind: 'BankAccount', clearingNumber: '8327-9', accountNumber: '123 456 789-7' };

describe('giving bank details', () => {
  it('asks for the password again: a wrong one stores nothing', async () => {
    const res = await save(as.leverantor, w.creditors.leverantor, bankgiro, 'Fel-lösenord1');
    expect(res.statusCode).toBe(400);
    const view = await call(
      t,
      as.leverantor,
      'GET',
      `/api/Creditor/bankDetails?creditorId=${w.creditors.leverantor}`,
    );
    expect(view.json().data).toMatchObject({ kind: null, masked: null });
  });

  it('refuses a number whose check digit fails, in the caller’s language', async () => {
    const res = await save(as.leverantor, w.creditors.leverantor, { kind: 'Bankgiro', number: '5050-1056' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Ange ett giltigt bankgironummer');
  });

  it('stores them for the creditor, shown masked, without a change mail the first time', async () => {
    const res = await save(as.leverantor, w.creditors.leverantor, bankgiro);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'Bankgiro', masked: '••••1055', changedAt: null });
    expect(
      (await mailsTo(t, DEMO.leverantor)).filter((m) => /bankuppgifter|bank details/i.test(m.subject)),
    ).toEqual([]);
  });

  it('lets an approved debt collector give them for its creditor with its own password, and no one else', async () => {
    expect((await save(as.inkasso, w.creditors.bygg, swedbank)).statusCode).toBe(200);
    const stranger = await strangerCollector(t, caseId);
    expect((await save(stranger, w.creditors.bygg, bankgiro, 'Hemligt1!')).statusCode).toBe(403);
    expect((await save(as.leverantor, w.creditors.bygg, bankgiro)).statusCode).toBe(403);
    expect(
      (await call(t, stranger, 'GET', `/api/Creditor/bankDetails?creditorId=${w.creditors.bygg}`)).statusCode,
    ).toBe(403);
  });

  it('shows the trustee for every line whether details exist', async () => {
    expect((await lines()).map((l: { bank: { status: string } }) => l.bank.status)).toEqual([
      'Given',
      'Given',
      'None',
    ]);
  });
});

describe('a change of bank details', () => {
  it('mails the creditor what changed, masked, and how to report a fraud; is audited; held for the trustee', async () => {
    const res = await save(as.leverantor, w.creditors.leverantor, {
      kind: 'Iban',
      iban: 'SE45 5000 0000 0583 9825 7466',
      bic: 'ESSESESS',
    });
    expect(res.json().data.changedAt).not.toBeNull();
    const [mail] = (await mailsTo(t, DEMO.leverantor)).filter((m) =>
      /bankuppgifter|bank details/i.test(m.subject),
    );
    expect(mail?.body).toContain('••••1055');
    expect(mail?.body).toContain('SE45 ••••7466 (ESSESESS)');
    expect(mail?.body).not.toContain('58398257466');
    expect(mail?.body).toMatch(/polisen|police/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'bankDetails')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['enter', 'enter', 'change']);
    const [line] = await lines();
    expect(line.bank).toMatchObject({ status: 'Held', masked: 'SE45 ••••7466 (ESSESESS)' });
    const heldDays = (Date.parse(line.bank.heldUntil) - Date.parse(line.bank.changedAt)) / 86_400_000;
    expect(heldDays).toBe(5);
  });
});

describe('the payment file', () => {
  it('is refused before the proposal is final, and without the estate account', async () => {
    expect((await paymentFile()).statusCode).toBe(409);
    await call(t, as.anna, 'PUT', '/api/LawFirm/dividends/dates', {
      proposalId,
      confirmedOn: '2026-10-01',
      finalOn: '2026-10-22',
    });
    const noAccount = await paymentFile();
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().message).toContain('konkursboets konto');
    const bad = await call(t, as.anna, 'PUT', '/api/LawFirm/dividends/estateAccount', {
      caseId,
      iban: 'SE4550000000058398257467',
      bic: 'ESSESESS',
    });
    expect(bad.statusCode).toBe(400);
    const set = await call(t, as.anna, 'PUT', '/api/LawFirm/dividends/estateAccount', {
      caseId,
      iban: 'SE45 5000 0000 0583 9825 7466',
      bic: 'ESSESESS',
    });
    expect(set.statusCode).toBe(200);
  });

  it('is refused naming the line whose details are held', async () => {
    const res = await paymentFile();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Dessa rader kan inte betalas ännu: rad 1 \(Leverantören AB\): bankuppgifterna har ändrats, spärrade till /,
    );
  });

  it('is made once the trustee confirms the line after calling the creditor, and validates', async () => {
    const confirm = await call(t, as.anna, 'PUT', '/api/LawFirm/dividends/confirmBankDetails', {
      proposalId,
      lineNumber: 1,
    });
    expect(confirm.statusCode).toBe(200);
    expect((await lines())[0].bank.status).toBe('Confirmed');
    const res = await paymentFile();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('utdelning-K99-26-1.xml');
    const xml = res.body;
    const errors = await xsdErrors(xml);
    if (errors !== null) expect(errors).toEqual([]);
    const payment = parsePain001(xml).Document.CstmrCdtTrfInitn.PmtInf[0];
    // Line 3 (49.88, below the minimum) is not paid out.
    expect(payment.CdtTrfTxInf.map((tx: { PmtId: { EndToEndId: string } }) => tx.PmtId.EndToEndId)).toEqual([
      'K99-26-1',
      'K99-26-2',
    ]);
    expect(payment.CtrlSum).toBe('139950.12');
    expect(payment.CdtTrfTxInf[0].CdtrAcct.Id.IBAN).toBe('SE4550000000058398257466');
    expect(payment.CdtTrfTxInf[1].CdtrAcct.Id.Othr.Id).toBe('832791234567897');
    expect(payment.CdtTrfTxInf[1].RmtInf.Ustrd).toBe('Utdelning K 99-26, Byggvaror i Norr AB, fordran 2');
  });

  it('is not held for a firm whose hold is 0 days', async () => {
    await call(t, as.anna, 'PUT', '/api/LawFirm/dividends/settings', {
      minimumDividend: '300',
      bankDetailsHoldDays: 0,
    });
    await save(as.inkasso, w.creditors.bygg, bankgiro);
    expect((await lines())[1].bank.status).toBe('Changed');
    await call(t, as.anna, 'PUT', '/api/LawFirm/dividends/settings', {
      minimumDividend: '300',
      bankDetailsHoldDays: 5,
    });
    expect((await lines())[1].bank.status).toBe('Held');
  });
});

describe('marking payments', () => {
  const mark = (body: Record<string, unknown>) =>
    call(t, as.anna, 'PUT', '/api/LawFirm/dividends/payments', { proposalId, ...body });

  it('asks a reason for a returned payment, and refuses a line that is not paid out', async () => {
    expect((await mark({ lineNumbers: [2], status: 'Returned' })).statusCode).toBe(400);
    expect((await mark({ lineNumbers: [3], status: 'Paid' })).statusCode).toBe(409);
    expect((await mark({ lineNumbers: [9], status: 'Paid' })).statusCode).toBe(404);
  });

  it('marks one line returned and then all paid; the creditor sees "paid on"', async () => {
    expect((await mark({ lineNumbers: [2], status: 'Returned', reason: 'Kontot avslutat' })).statusCode).toBe(
      200,
    );
    expect((await lines())[1].payment).toMatchObject({
      status: 'Returned',
      returnedReason: 'Kontot avslutat',
    });
    expect((await mark({ lineNumbers: [1, 2], status: 'Paid', paidOn: '2026-11-02' })).statusCode).toBe(200);
    const seen = await call(
      t,
      as.leverantor,
      'GET',
      `/api/Creditor/dividends?caseId=${caseId}&creditorId=${w.creditors.leverantor}`,
    );
    expect(seen.json().data[0].lines[0].payment).toEqual({
      status: 'Paid',
      paidOn: '2026-11-02',
      returnedReason: null,
      lapsed: false,
    });
    expect((await paymentFile()).statusCode).toBe(409);
  });

  it('shows a dividend not paid within a year of the final date as lapsed', async () => {
    await mark({ lineNumbers: [2], status: 'Returned', reason: 'Kontot avslutat' });
    await t.db
      .updateTable('dividend_proposals')
      .set({ final_on: '2024-10-22' })
      .where('proposal_id', '=', proposalId)
      .execute();
    const seen = await call(
      t,
      as.bygg,
      'GET',
      `/api/Creditor/dividends?caseId=${caseId}&creditorId=${w.creditors.bygg}`,
    );
    expect(seen.json().data[0].lines[0].payment.lapsed).toBe(true);
    expect((await lines())[0].payment.lapsed).toBe(false);
  });
});
