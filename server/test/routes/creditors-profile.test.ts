import { as, setupCreditorsTests, t } from '../creditors-fixture';
import { call, login } from '../helper';

// A creditor’s profile and its selection of cases (setup: creditors-fixture.ts).

setupCreditorsTests();

describe('profile', () => {
  it('gives a creditor its own profile only', async () => {
    const own = await call(t.app, {
      method: 'GET',
      url: `/api/Creditor/getProfile?creditorId=${as.bygg.creditorId}`,
      headers: as.bygg.headers,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      creditorName: 'Byggvaror i Norr AB',
      creditrorCompanyName: 'Byggvaror i Norr AB',
    });
    const other = await call(t.app, {
      method: 'GET',
      url: `/api/Creditor/getProfile?creditorId=${as.leverantor.creditorId}`,
      headers: as.bygg.headers,
    });
    expect(other.status).toBe(403);
  });

  const profile = (overrides: Record<string, unknown> = {}) => ({
    creditorId: as.bygg.creditorId,
    creditorName: 'Byggvaror i Norr AB',
    creditorEmaill: 'bygg@creditor.demo',
    creditrorCompanyName: 'Byggvaror i Norr AB',
    creditorCompanyOrgNr: '556344-5566',
    creditorType: 'Creditor',
    creditorStreet: 'Storgatan 20',
    creditorPostNumber: '903 26',
    creditorTown: 'Umeå',
    creditorCountry: 'Sverige',
    ...overrides,
  });

  it('updates the profile; a new password needs the right current one', async () => {
    const plain = await call(t.app, {
      method: 'PUT',
      url: '/api/Creditor/profileUpdate',
      headers: as.bygg.headers,
      payload: profile(),
    });
    expect(plain.status).toBe(200);
    expect(plain.body.data.creditorStreet).toBe('Storgatan 20');

    const noCurrent = await call(t.app, {
      method: 'PUT',
      url: '/api/Creditor/profileUpdate',
      headers: as.bygg.headers,
      payload: profile({ creditorNewPsw: 'Nytt12345' }),
    });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.body.message).toMatch(/^creditorPsw: /);
    const wrongCurrent = await call(t.app, {
      method: 'PUT',
      url: '/api/Creditor/profileUpdate',
      headers: as.bygg.headers,
      payload: profile({ creditorPsw: 'fel', creditorNewPsw: 'Nytt12345' }),
    });
    expect(wrongCurrent.status).toBe(400);
    const ok = await call(t.app, {
      method: 'PUT',
      url: '/api/Creditor/profileUpdate',
      headers: as.bygg.headers,
      payload: profile({ creditorPsw: 'Demo1234!', creditorNewPsw: 'Nytt12345' }),
    });
    expect(ok.status).toBe(200);
    // The new password ends the old token; the answer hands this session a fresh one.
    const old = as.bygg.headers;
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/Creditor/getProfile?creditorId=${as.bygg.creditorId}`,
          headers: old,
        })
      ).status,
    ).toBe(401);
    const fresh = String(ok.res.headers.authorization);
    expect(fresh).toMatch(/^Bearer /);
    as.bygg = { ...as.bygg, token: fresh.slice(7), headers: { authorization: fresh } };
    await login(t.app, 'bygg@creditor.demo', 'Nytt12345');
  });

  it('refuses another creditor’s profile and a taken e-mail', async () => {
    expect(
      (
        await call(t.app, {
          method: 'PUT',
          url: '/api/Creditor/profileUpdate',
          headers: as.leverantor.headers,
          payload: profile(),
        })
      ).status,
    ).toBe(403);
    const taken = await call(t.app, {
      method: 'PUT',
      url: '/api/Creditor/profileUpdate',
      headers: as.bygg.headers,
      payload: profile({ creditorEmaill: 'anna.berg@nordlaw.demo', creditorPsw: 'Nytt12345' }),
    });
    expect(taken.status).toBe(409);
  });
});

describe('case selection', () => {
  it('replaces the followed cases and lists them with their link ids', async () => {
    const cases = await t.db
      .selectFrom('cases')
      .select(['case_id', 'debtor_name'])
      .orderBy('case_id')
      .execute();
    const pick = [cases[0]!.case_id, cases[4]!.case_id];
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/selectCases',
      headers: as.bygg.headers,
      payload: { creditorId: as.bygg.creditorId, lawFirmId: null, caseList: pick },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Cases selected successfully');
    const selected = await call(t.app, {
      method: 'GET',
      url: `/api/Creditor/getSelectedCase?creditorId=${as.bygg.creditorId}`,
      headers: as.bygg.headers,
    });
    expect(selected.body.data.creditorCaseList.map((c: { caseId: number }) => c.caseId).sort()).toEqual(
      [...pick].sort(),
    );
    expect(selected.body.data.creditorCaseList[0]).toMatchObject({
      creditorCasesId: expect.any(Number),
      lawfirmName: expect.any(String),
    });
  });

  it('validates the selection and the caller', async () => {
    const empty = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/selectCases',
      headers: as.bygg.headers,
      payload: { creditorId: as.bygg.creditorId, caseList: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^caseList: /);
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/selectCases',
      headers: as.bygg.headers,
      payload: { creditorId: as.bygg.creditorId, caseList: [99999] },
    });
    expect(unknown.status).toBe(400);
    const other = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/selectCases',
      headers: as.bygg.headers,
      payload: { creditorId: as.leverantor.creditorId, caseList: [1] },
    });
    expect(other.status).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/Creditor/selectCases',
          headers: as.anna.headers,
          payload: { creditorId: 1, caseList: [1] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/Creditor/getSelectedCase?creditorId=${as.leverantor.creditorId}`,
          headers: as.bygg.headers,
        })
      ).status,
    ).toBe(403);
  });
});
