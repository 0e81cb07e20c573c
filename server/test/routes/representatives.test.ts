import { multipart } from '../files-fixtures';
import { call } from '../helper';
import {
  as,
  ask,
  claimsOf,
  creditors,
  decide,
  fileFor,
  get,
  idOf,
  ids,
  mailsTo,
  mapped,
  representatives,
  revoke,
  STRANGER,
  setupRepresentativesTests,
  storedFiles,
  stranger,
  t,
  w,
} from '../representatives-fixture';

// Finding, asking and deciding, in order: each step builds on the one before (setup: representatives-fixture.ts).

setupRepresentativesTests();

describe('a debt collector finds creditors only by exact organisation number or e-mail', () => {
  it('lists nothing before it has asked anyone', async () => {
    const { status, body } = await creditors(stranger);
    expect(status).toBe(200);
    expect(body.data).toEqual({ creditorList: [], totalCount: 0 });
  });

  it.each([
    ['the organisation number', '556100-2030'],
    ['the organisation number without its dash', '5561002030'],
    ['the organisation number with spaces', ' 556100 2030 '],
    ['the e-mail in another case', 'LEVERANTOR@Creditor.demo'],
    ['the e-mail with spaces around it', '  leverantor@creditor.demo '],
  ])('finds a creditor by %s, with its id, name and organisation number only', async (_how, search) => {
    const { body } = await creditors(stranger, search);
    expect(body.data.creditorList).toEqual([
      {
        creditorId: w.creditors.leverantor,
        creditorName: 'Leverantören AB',
        creditorCompanyOrgNr: '556100-2030',
        representation: null,
      },
    ]);
  });

  it.each(['Leverantören', '556100', 'leverantor@creditor', 'creditor.demo', '-', '556777-8899'])(
    'finds nothing by a part, a name or a debt collector (%s)',
    async (search) => {
      expect((await creditors(stranger, search)).body.data.creditorList).toEqual([]);
    },
  );

  it('pages the result with a total', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: '/api/Creditor/get?search=bygg@creditor.demo&page=1&pageSize=5',
      headers: stranger.headers,
    });
    expect(body.data.totalCount).toBe(1);
    expect(body.data.creditorList[0]).not.toHaveProperty('creditorEmaill');
  });
});

describe('asking, and acting before an answer', () => {
  it('asks both demo creditors, one request each, and mails each creditor', async () => {
    const before = {
      lev: (await mailsTo('leverantor@creditor.demo')).length,
      bygg: (await mailsTo('bygg@creditor.demo')).length,
    };
    const { status } = await ask(stranger, [
      w.creditors.leverantor,
      w.creditors.bygg,
      w.creditors.leverantor,
    ]);
    expect(status).toBe(200);
    const levMails = (await mailsTo('leverantor@creditor.demo')).slice(before.lev);
    expect(levMails).toHaveLength(1);
    expect(levMails[0]?.subject).toContain(STRANGER.name);
    expect(levMails[0]?.text).toContain('godkänn eller avböj under Ombud');
    // One language, the creditor's: the demo creditors' is Swedish.
    expect(levMails[0]?.text).not.toContain('approve or decline under Representatives');
    expect((await mailsTo('bygg@creditor.demo')).slice(before.bygg)).toHaveLength(1);
    const rows = await t.db
      .selectFrom('debt_collector_creditors')
      .select(['creditor_id', 'status'])
      .where('debt_collector_id', '=', idOf(stranger))
      .execute();
    expect(rows.map((r) => r.status)).toEqual(['Pending', 'Pending']);
  });

  it('asking again while a request is pending changes and mails nothing', async () => {
    const before = (await mailsTo('leverantor@creditor.demo')).length;
    expect((await ask(stranger, [w.creditors.leverantor])).status).toBe(200);
    expect(await mailsTo('leverantor@creditor.demo')).toHaveLength(before);
  });

  it('lists its pending creditors on an empty search, still without contact details', async () => {
    const { body } = await creditors(stranger);
    expect(body.data.creditorList).toHaveLength(2);
    for (const creditor of body.data.creditorList) {
      expect(Object.keys(creditor).sort()).toEqual([
        'creditorCompanyOrgNr',
        'creditorId',
        'creditorName',
        'representation',
      ]);
      expect(creditor.representation).toBe('Pending');
    }
    expect((await mapped(stranger)).body.data.creditorList).toEqual([]);
  });

  it('files nothing for a creditor that has not approved it: 403, and no row and no file', async () => {
    const files = storedFiles();
    const count = async () =>
      (
        await t.db
          .selectFrom('invoices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const rows = await count();
    const refused = await fileFor(stranger, w.creditors.leverantor);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This creditor has not approved you to act for it');
    expect(await count()).toBe(rows);
    expect(storedFiles()).toEqual(files);
    expect((await claimsOf(stranger, w.creditors.leverantor)).status).toBe(403);
  });

  it('refuses a debt collector, an unverified creditor and another debt collector’s account', async () => {
    expect((await ask(stranger, [w.creditors.inkasso])).status).toBe(400);
    const unverified = await t.db
      .insertInto('creditors')
      .values({
        name: 'Overifierad AB',
        email: 'overifierad@test.se',
        password_hash: 'x',
        email_verified_at: null,
      })
      .returning('creditor_id')
      .executeTakeFirstOrThrow();
    expect((await ask(stranger, [unverified.creditor_id])).status).toBe(400);
    const other = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/DebtCollectorMapping',
      headers: stranger.headers,
      payload: { debtCollectorId: idOf(as.inkasso), creditorIdList: [w.creditors.leverantor] },
    });
    expect(other.status).toBe(403);
    expect(
      (
        await get(
          as.leverantor,
          `/api/Creditor/DebtCollectorSelectedMapping?DebtCollectorId=${idOf(stranger)}`,
        )
      ).status,
    ).toBe(403);
  });
});

describe('the creditor decides', () => {
  it('lists the requests and approvals, pending first, with the debt collector’s details', async () => {
    const { status, body } = await representatives(as.leverantor);
    expect(status).toBe(200);
    expect(body.data.map((r: { name: string; status: string }) => [r.name, r.status])).toEqual([
      [STRANGER.name, 'Pending'],
      ['Nordisk Inkasso AB', 'Approved'],
    ]);
    expect(body.data[0]).toEqual({
      debtCollectorId: idOf(stranger),
      name: STRANGER.name,
      orgNumber: STRANGER.org,
      email: STRANGER.email,
      status: 'Pending',
      requestedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      decidedAt: null,
    });
    expect((await representatives(stranger)).status).toBe(403);
    expect((await representatives(as.anna)).status).toBe(403);
  });

  it('validates the decision and refuses what is not the caller’s request', async () => {
    expect((await decide(as.leverantor, idOf(stranger), 'maybe')).status).toBe(400);
    expect((await decide(as.leverantor, 9_999_999, true)).status).toBe(404);
    expect((await decide(as.leverantor, idOf(as.inkasso), true)).status).toBe(409);
    expect((await decide(stranger, idOf(stranger), true)).status).toBe(403);
    expect((await revoke(as.leverantor, idOf(stranger))).status).toBe(409);
  });

  it('approves: the debt collector is mailed, sees the creditor in full and files for it', async () => {
    const before = (await mailsTo(STRANGER.email)).length;
    const approved = await decide(as.leverantor, idOf(stranger), true);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'Approved', decidedAt: expect.any(String) });
    const mail = (await mailsTo(STRANGER.email)).slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Fullmakt godkänt: Leverantören AB');
    expect((await decide(as.leverantor, idOf(stranger), false)).status).toBe(409);

    expect(ids((await mapped(stranger)).body.data.creditorList)).toEqual([w.creditors.leverantor]);
    const listed = (await creditors(stranger)).body.data.creditorList;
    const lev = listed.find((c: { creditorId: number }) => c.creditorId === w.creditors.leverantor);
    expect(lev).toMatchObject({ creditorEmaill: 'leverantor@creditor.demo', representation: 'Approved' });
    expect(lev.caseIdList).toContainEqual({ caseId: w.shared });

    const filed = await fileFor(stranger, w.creditors.leverantor, '1200.00');
    expect(filed.status).toBe(200);
    expect(filed.body.data).toMatchObject({
      creditorId: w.creditors.leverantor,
      debtCollectorName: STRANGER.name,
    });
    expect(ids((await claimsOf(stranger, w.creditors.leverantor)).body.data.invoiceList)).toEqual([
      w.creditors.leverantor,
    ]);
    // Byggvaror has not answered: still refused.
    expect((await fileFor(stranger, w.creditors.bygg)).status).toBe(403);
  });

  it('declines: the debt collector is mailed and may ask again, which mails the creditor again', async () => {
    const before = (await mailsTo(STRANGER.email)).length;
    const declined = await decide(as.bygg, idOf(stranger), 'false');
    expect(declined.body.data.status).toBe('Declined');
    expect((await mailsTo(STRANGER.email)).slice(before)[0]?.subject).toBe(
      'Fullmakt avböjt: Byggvaror i Norr AB',
    );
    expect(
      (await creditors(stranger)).body.data.creditorList.map((c: { creditorId: number }) => c.creditorId),
    ).toEqual([w.creditors.leverantor]);
    const found = (await creditors(stranger, 'bygg@creditor.demo')).body.data.creditorList;
    expect(found.find((c: { creditorId: number }) => c.creditorId === w.creditors.bygg).representation).toBe(
      'Declined',
    );
    const byggMails = (await mailsTo('bygg@creditor.demo')).length;
    expect((await ask(stranger, [w.creditors.bygg])).status).toBe(200);
    expect(await mailsTo('bygg@creditor.demo')).toHaveLength(byggMails + 1);
    const again = (await representatives(as.bygg)).body.data[0];
    expect(again).toMatchObject({ debtCollectorId: idOf(stranger), status: 'Pending', decidedAt: null });
  });

  it('revokes: the debt collector can no longer act, and sees none of that creditor’s claims', async () => {
    const earlier = (await claimsOf(stranger, w.creditors.leverantor)).body.data.invoiceList[0];
    const before = (await mailsTo(STRANGER.email)).length;
    const revoked = await revoke(as.leverantor, idOf(stranger));
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('Revoked');
    expect((await mailsTo(STRANGER.email)).slice(before)[0]?.subject).toBe(
      'Fullmakt återkallat: Leverantören AB',
    );
    expect((await revoke(as.leverantor, idOf(stranger))).status).toBe(409);

    expect((await fileFor(stranger, w.creditors.leverantor)).status).toBe(403);
    expect((await mapped(stranger)).body.data.creditorList).toEqual([]);
    expect((await claimsOf(stranger, w.creditors.leverantor)).status).toBe(403);
    const ownList = (await claimsOf(stranger, idOf(stranger))).body.data.invoiceList;
    expect(ownList.map((i: { invoiceId: number }) => i.invoiceId)).not.toContain(earlier.invoiceId);
    const file = earlier.invoiceDocumentResponse.invoiceFullName;
    expect((await get(stranger, `/api/Creditor/invoice/download?fileName=${file}`)).status).toBe(404);
    const edit = multipart({
      InvoiceId: earlier.invoiceId,
      CaseId: w.shared,
      ClaimAmount: '1',
      ClaimBasis: 'Rent',
    });
    expect(
      (
        await call(t.app, {
          method: 'PUT',
          url: '/api/Creditor/invoice/update',
          headers: { ...stranger.headers, ...edit.headers },
          payload: edit.payload,
        })
      ).status,
    ).toBe(403);
    const removal = await call(t.app, {
      method: 'DELETE',
      url: `/api/Creditor/invoice/deleteInvoice?invoiceId=${earlier.invoiceId}`,
      headers: stranger.headers,
    });
    expect(removal.status).toBe(403);

    // The claim filed earlier stays with the trustee and the creditor, marked with who filed it.
    const firm = (await get(as.anna, `/api/LawFirm/invoice/get?caseId=${w.shared}`)).body.data.invoiceList;
    expect(firm.find((i: { invoiceId: number }) => i.invoiceId === earlier.invoiceId)).toMatchObject({
      creditorId: w.creditors.leverantor,
      debtByDebtCollector: true,
      debtCollectorName: STRANGER.name,
    });
    const levList = (await claimsOf(as.leverantor, w.creditors.leverantor)).body.data.invoiceList;
    expect(levList.map((i: { invoiceId: number }) => i.invoiceId)).toContain(earlier.invoiceId);
  });

  it('never lets the debt collector read the creditor’s messages', async () => {
    const levLink = w.link(w.creditors.leverantor, w.shared);
    expect((await get(stranger, `/api/Creditor/notification/get?creditorCasesId=${levLink}`)).status).toBe(
      404,
    );
    expect((await get(as.inkasso, `/api/Creditor/notification/get?creditorCasesId=${levLink}`)).status).toBe(
      404,
    );
  });

  it('records every request and decision in the audit log', async () => {
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['request_representation', 'decide_representation', 'revoke_representation'])
      .execute();
    expect(new Set(audit.map((a) => a.action))).toEqual(
      new Set(['request_representation', 'decide_representation', 'revoke_representation']),
    );
  });
});

describe('a search by a debt collector that many creditors approved', () => {
  it('answers what it found exactly first, so the first page holds it (the page asks one page)', async () => {
    const verified = { password_hash: 'x', email_verified_at: new Date() };
    const [alfa, zeta] = await t.db
      .insertInto('creditors')
      .values([
        { ...verified, name: 'Alfa Kund AB', email: 'alfa@kund.test' },
        { ...verified, name: 'Zeta Trä AB', email: 'zeta@kund.test' },
      ])
      .returning('creditor_id')
      .execute();
    await t.db
      .insertInto('debt_collector_creditors')
      .values({ debt_collector_id: idOf(stranger), creditor_id: alfa?.creditor_id ?? 0, status: 'Approved' })
      .execute();
    const { body } = await get(stranger, '/api/Creditor/get?search=ZETA@kund.test&page=1&pageSize=1');
    expect(body.data.totalCount).toBe(2);
    expect(ids(body.data.creditorList)).toEqual([zeta?.creditor_id]);
  });
});
