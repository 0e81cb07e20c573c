import { readOutbox } from '../../src/mail';
import {
  as,
  dayOffset,
  decide,
  file,
  pdf,
  setupClaimsProcedureTests,
  t,
  w,
} from '../claims-procedure-fixture';
import { multipart } from '../files-fixtures';
import { call, type SignedIn } from '../helper';

// A claim's later steps: the trustee's question and the answer, the withdrawal, the state and timeline.

setupClaimsProcedureTests();

const stateOf = (who: SignedIn, invoiceId: number, language = 'en') =>
  call(t.app, {
    method: 'GET',
    url: `/api/Creditor/invoice/state?invoiceId=${invoiceId}`,
    headers: { ...who.headers, 'accept-language': language },
  });
const ask = (who: SignedIn, invoiceId: number, question: string, language = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/api/LawFirm/invoice/requestInformation',
    headers: { ...who.headers, 'accept-language': language },
    payload: { invoiceId, question },
  });
const answer = (who: SignedIn, invoiceId: number, text: string, withFile = true, language = 'en') => {
  const form = multipart({ InvoiceId: invoiceId, Answer: text }, withFile ? pdf : undefined);
  return call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/answerInformation',
    headers: { ...who.headers, ...form.headers, 'accept-language': language },
    payload: form.payload,
  });
};
const withdraw = (who: SignedIn, invoiceId: number, language = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/api/Creditor/invoice/withdraw',
    headers: { ...who.headers, 'accept-language': language },
    payload: { invoiceId },
  });
const approval = (status: 'Approved' | 'Revoked') =>
  t.db
    .updateTable('debt_collector_creditors')
    .set({ status })
    .where('debt_collector_id', '=', w.creditors.inkasso)
    .where('creditor_id', '=', w.creditors.bygg)
    .execute();
const mailsSince = async (before: number) => {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir).slice(before);
};
const outboxLength = async () => {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir).length;
};

describe('the trustee asks, the claimant answers', () => {
  let byCollector: number;
  beforeAll(async () => {
    await approval('Approved');
    const filed = await file(as.inkasso, {
      CaseId: w.shared,
      CreditorId: w.creditors.bygg,
      DebtByDebtCollector: true,
      ClaimAmount: '5000',
      ClaimBasis: 'Rent',
    });
    expect(filed.status).toBe(200);
    byCollector = filed.body.data.invoiceId;
  });

  it('refuses a question from another firm, a creditor, and an empty one in the caller language', async () => {
    expect((await ask(as.karin, byCollector, 'x')).status).toBe(404);
    expect((await ask(as.bygg, byCollector, 'x')).status).toBe(403);
    const empty = await ask(as.anna, byCollector, ' ', 'sv-SE');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Skriv frågan');
  });

  it('asks, mails the creditor and its approved debt collector, and shows the question', async () => {
    const before = await outboxLength();
    expect((await ask(as.anna, byCollector, 'Vilken leverans gäller fakturan?')).status).toBe(200);
    expect((await ask(as.ulf, byCollector, 'Again?', 'sv-SE')).status).toBe(409);
    const mails = await mailsSince(before);
    expect(mails.flatMap((m) => m.to)).toEqual(
      expect.arrayContaining(['bygg@creditor.demo', 'inkasso@collector.demo']),
    );
    expect(mails[0]?.text).toContain('Vilken leverans gäller fakturan?');
    const seen = await stateOf(as.bygg, byCollector);
    expect(seen.body.data).toMatchObject({
      state: 'InformationRequested',
      question: 'Vilken leverans gäller fakturan?',
    });
  });

  it('refuses an answer from another creditor, a stranger firm, and an unapproved debt collector', async () => {
    expect((await answer(as.leverantor, byCollector, 'mine')).status).toBe(404);
    expect((await answer(as.anna, byCollector, 'firm')).status).toBe(403);
    await approval('Revoked');
    expect((await answer(as.inkasso, byCollector, 'still me')).status).toBe(403);
    expect((await stateOf(as.inkasso, byCollector)).status).toBe(403);
    expect((await withdraw(as.inkasso, byCollector)).status).toBe(403);
    await approval('Approved');
  });

  it('takes the answer with a file; the claim is back under review and the trustee reads it', async () => {
    const noText = await answer(as.inkasso, byCollector, '', false, 'sv-SE');
    expect(noText.status).toBe(400);
    expect((await answer(as.inkasso, byCollector, 'Leveransen i maj.')).status).toBe(200);
    expect((await answer(as.bygg, byCollector, 'again', false, 'sv-SE')).body.message).toContain(
      'ingen öppen fråga',
    );
    const firm = (await stateOf(as.anna, byCollector)).body.data;
    expect(firm.state).toBe('UnderReview');
    expect(firm.requests[0]).toMatchObject({ answer: 'Leveransen i maj.', fileName: pdf.name });
    expect(firm.timeline.map((s: { step: string }) => s.step)).toEqual([
      'Received',
      'InformationRequested',
      'InformationGiven',
    ]);
    const download = (who: SignedIn) =>
      call(t.app, {
        method: 'GET',
        url: `/api/Creditor/invoice/informationFile?fileName=${firm.requests[0].storedName}`,
        headers: who.headers,
      });
    expect((await download(as.anna)).status).toBe(200);
    expect((await download(as.bygg)).status).toBe(200);
    expect((await download(as.karin)).status).toBe(404);
    expect((await download(as.leverantor)).status).toBe(404);
  });

  it('lets another firm and a non-follower see nothing', async () => {
    expect((await stateOf(as.karin, byCollector)).status).toBe(404);
    expect((await stateOf(as.leverantor, byCollector)).status).toBe(404);
  });
});

describe('a decision with its priority class, and a withdrawal', () => {
  let claimId: number;
  beforeAll(async () => {
    claimId = (await file(as.bygg, { CaseId: w.shared, ClaimAmount: '2000', ClaimBasis: 'Rent' })).body.data
      .invoiceId;
  });

  it('sets the decided class; a special priority names its asset', async () => {
    const noAsset = await decide(
      as.anna,
      { invoiceId: claimId, invoiceStatus: 'Approved', priorityClass: 'SpecialPriority' },
      'sv-SE',
    );
    expect(noAsset.status).toBe(400);
    expect(noAsset.body.message).toContain('egendom');
    const ok = await decide(as.anna, {
      invoiceId: claimId,
      invoiceStatus: 'Approved',
      priorityClass: 'SpecialPriority',
      priorityAsset: 'Fastigheten Norrby 1:23',
    });
    expect(ok.status).toBe(200);
    await t.app.portal.deferredMail.idle();
    const decided = readOutbox(t.config.dataDir).findLast((m) => m.to.includes('bygg@creditor.demo'));
    expect(decided?.text).toMatch(
      /(Förmånsrätt: särskild förmånsrätt|Priority class: special priority) (i|in) Fastigheten Norrby 1:23/,
    );
    const seen = (await stateOf(as.bygg, claimId)).body.data;
    expect(seen).toMatchObject({
      state: 'Decided',
      admittedAmount: '2000.00',
      priorityClass: 'SpecialPriority',
      priorityAsset: 'Fastigheten Norrby 1:23',
      mayWithdraw: true,
    });
  });

  it('refuses a withdrawal by another creditor, the firm, or once the register is final', async () => {
    expect((await withdraw(as.leverantor, claimId)).status).toBe(404);
    expect((await withdraw(as.anna, claimId)).status).toBe(403);
    await t.db
      .updateTable('cases')
      .set({ settlement_deadline: dayOffset(-1) } as never)
      .where('case_id', '=', w.shared)
      .execute();
    const late = await withdraw(as.bygg, claimId, 'sv-SE');
    expect(late.status).toBe(400);
    expect(late.body.message).toContain(dayOffset(-1));
    await t.db
      .updateTable('cases')
      .set({ settlement_deadline: null } as never)
      .where('case_id', '=', w.shared)
      .execute();
  });

  it('withdraws: listed as withdrawn, counted nowhere, mailed and in the history in both languages', async () => {
    const before = await outboxLength();
    expect((await withdraw(as.bygg, claimId)).status).toBe(200);
    expect((await withdraw(as.bygg, claimId, 'sv-SE')).status).toBe(409);
    expect((await decide(as.anna, { invoiceId: claimId, invoiceStatus: 'Pending' })).status).toBe(409);
    const mails = await mailsSince(before);
    expect(
      mails.some((m) => m.to.includes('bygg@creditor.demo') && /återkallats|withdrawn/.test(m.text)),
    ).toBe(true);
    const seen = (await stateOf(as.bygg, claimId)).body.data;
    expect(seen).toMatchObject({ state: 'Withdrawn', admittedAmount: null, mayWithdraw: false });
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/LawFirm/invoice/get?caseId=${w.shared}&page=1&pageSize=200`,
      headers: as.anna.headers,
    });
    const row = list.body.data.invoiceList.find((c: { invoiceId: number }) => c.invoiceId === claimId);
    expect(row.withdrawnOn).toEqual(expect.any(String));
    const counted = list.body.data.invoiceList
      .filter((c: { withdrawnOn: string | null }) => !c.withdrawnOn)
      .reduce((sum: number, c: { claimAmount: string }) => sum + Math.round(Number(c.claimAmount) * 100), 0);
    expect(Math.round(Number(list.body.data.totals.claimAmount) * 100)).toBe(counted);
    const history = async (language: string) =>
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/LawFirm/caseHistory?caseId=${w.shared}&page=1&pageSize=100`,
          headers: { ...as.anna.headers, 'accept-language': language },
        })
      ).body;
    expect(JSON.stringify(await history('sv-SE'))).toContain('återkallad av borgenären');
    expect(JSON.stringify(await history('en'))).toContain('withdrawn by the creditor');
  });
});
