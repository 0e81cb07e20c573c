import { sql } from 'kysely';
import { readOutbox } from '../src/mail';
import { call, createTestApp, login, loginAll, type TestApp } from './helper';

let t: TestApp;
let as: Awaited<ReturnType<typeof loginAll>>;

beforeAll(async () => {
  t = await createTestApp();
  as = await loginAll(t.app);
});
afterAll(async () => {
  await t.close();
});

const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  creditorName: 'Järnhandeln i Kiruna AB',
  creditorEmaill: email,
  creditorPsw: 'Hemligt1',
  creditrorCompanyName: 'Järnhandeln i Kiruna AB',
  creditorCompanyOrgNr: '556555-1234',
  creditorType: 'Vendor',
  isDebtCollector: false,
  creditorStreet: 'Malmvägen 1',
  creditorPostNumber: '981 31',
  creditorTown: 'Kiruna',
  creditorCountry: 'Sverige',
  ...overrides,
});

const codeFor = (email: string) => {
  const mails = readOutbox(t.config.dataDir).filter((m) => m.to.includes(email));
  const last = mails.at(-1);
  return last ? /(\d{6})/.exec(last.subject)?.[1] : undefined;
};

const signup = (email: string, overrides: Record<string, unknown> = {}) =>
  call(t.app, { method: 'POST', url: '/api/Creditor/signup', payload: signupBody(email, overrides) });
const verify = (email: string, otp: string) =>
  call(t.app, { method: 'POST', url: '/api/Creditor/verifyOtp', payload: { email, otp } });

describe('sign-up and e-mail verification', () => {
  it('creates an unverified creditor, mails a code, and lets it in only after verification', async () => {
    const { status, body } = await signup('kiruna@jarn.se');
    expect(status).toBe(200);
    expect(body.message).toBe('Account created successfully');
    const code = codeFor('kiruna@jarn.se');
    expect(code).toMatch(/^\d{6}$/);
    const mail = readOutbox(t.config.dataDir).at(-1)!;
    expect(mail.text).toContain(code);

    const early = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/login',
      payload: { emalId: 'kiruna@jarn.se', password: 'Hemligt1' },
    });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Email not verified');

    const wrong = code === '000000' ? '111111' : '000000';
    expect((await verify('kiruna@jarn.se', wrong)).status).toBe(400);
    const ok = await verify('kiruna@jarn.se', code!);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Email verified successfully');
    expect(await login(t.app, 'kiruna@jarn.se', 'Hemligt1', 'creditor')).toMatchObject({ userType: 'C' });
  });

  it('signs up a debt collector as D', async () => {
    await signup('inkasso@norr.se', { isDebtCollector: 'true', creditorType: 'Other' });
    await verify('inkasso@norr.se', codeFor('inkasso@norr.se')!);
    expect((await login(t.app, 'inkasso@norr.se', 'Hemligt1', 'creditor')).userType).toBe('D');
  });

  it('answers 409 for a taken e-mail and 400 naming a missing field', async () => {
    const dup = await signup('LEVERANTOR@creditor.demo');
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Record already exist');
    const missing = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/signup',
      payload: { ...signupBody('a@b.se'), creditorTown: undefined },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^creditorTown: /);
    const badType = await signup('c@d.se', { creditorType: 'Bank' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/^creditorType: /);
  });

  it('rejects an expired code and allows at most 5 wrong tries', async () => {
    await signup('tries@jarn.se');
    const code = codeFor('tries@jarn.se')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify('tries@jarn.se', wrong)).status).toBe(400);
    const blocked = await verify('tries@jarn.se', code);
    expect(blocked.status).toBe(400);
    expect(blocked.body.message).toMatch(/Too many wrong codes/);

    await signup('late@jarn.se');
    await sql`UPDATE creditor_otps SET expires_at = now() - interval '1 second'
              WHERE creditor_id = (SELECT creditor_id FROM creditors WHERE email = 'late@jarn.se')`.execute(
      t.db,
    );
    const late = await verify('late@jarn.se', codeFor('late@jarn.se')!);
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
  });

  it('resends a code at most once per 600 s (429 with Retry-After before that)', async () => {
    await signup('resend@jarn.se');
    const first = codeFor('resend@jarn.se');
    const early = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/resendOtp',
      payload: { email: 'resend@jarn.se' },
    });
    expect(early.status).toBe(429);
    expect(Number(early.res.headers['retry-after'])).toBeGreaterThan(0);
    await sql`UPDATE creditor_otps SET sent_at = now() - interval '601 seconds'
              WHERE creditor_id = (SELECT creditor_id FROM creditors WHERE email = 'resend@jarn.se')`.execute(
      t.db,
    );
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/resendOtp',
      payload: { email: 'resend@jarn.se' },
    });
    expect(again.status).toBe(200);
    const second = codeFor('resend@jarn.se');
    expect(readOutbox(t.config.dataDir).filter((m) => m.to.includes('resend@jarn.se'))).toHaveLength(2);
    if (first !== second) expect((await verify('resend@jarn.se', first!)).status).toBe(400);
    expect((await verify('resend@jarn.se', second!)).status).toBe(200);
    // An unknown address gets the same answer, so it reveals nothing.
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/Creditor/resendOtp',
          payload: { email: 'nobody@x.se' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('GET /api/Creditor/get', () => {
  it('lists creditors (not debt collectors) with their cases for a D', async () => {
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: '/api/Creditor/get',
      headers: as.inkasso.headers,
    });
    expect(status).toBe(200);
    const list = body.data.creditorList;
    expect(list.every((c: { isDebtCollector: boolean }) => !c.isDebtCollector)).toBe(true);
    const lev = list.find((c: { creditorEmaill: string }) => c.creditorEmaill === 'leverantor@creditor.demo');
    expect(lev.caseIdList).toHaveLength(2);
    expect(lev).not.toHaveProperty('password_hash');
  });

  it('searches by name or org. number and refuses C and firm staff', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: '/api/Creditor/get?search=byggvaror&page=1&pageSize=5',
      headers: as.inkasso.headers,
    });
    expect(body.data.totalCount).toBe(1);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/Creditor/get', headers: as.leverantor.headers })).status,
    ).toBe(403);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/Creditor/get', headers: as.anna.headers })).status,
    ).toBe(403);
  });
});

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

describe('debt-collector mapping', () => {
  it('lets a D choose the creditors it acts for and read them back', async () => {
    const { status } = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/DebtCollectorMapping',
      headers: as.inkasso.headers,
      payload: { debtCollectorId: as.inkasso.creditorId, creditorIdList: [as.leverantor.creditorId] },
    });
    expect(status).toBe(200);
    const mapped = await call(t.app, {
      method: 'GET',
      url: `/api/Creditor/DebtCollectorSelectedMapping?DebtCollectorId=${as.inkasso.creditorId}`,
      headers: as.inkasso.headers,
    });
    expect(mapped.body.data.creditorList.map((c: { creditorEmaill: string }) => c.creditorEmaill)).toEqual([
      'leverantor@creditor.demo',
    ]);
    expect(mapped.body.data.creditorList[0].caseIdList).toHaveLength(2);
  });

  it('refuses mapping a debt collector, another D’s mapping, and C', async () => {
    const self = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/DebtCollectorMapping',
      headers: as.inkasso.headers,
      payload: { debtCollectorId: as.inkasso.creditorId, creditorIdList: [as.inkasso.creditorId] },
    });
    expect(self.status).toBe(400);
    const other = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/DebtCollectorMapping',
      headers: as.inkasso.headers,
      payload: { debtCollectorId: 9999, creditorIdList: [as.leverantor.creditorId] },
    });
    expect(other.status).toBe(403);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/Creditor/DebtCollectorSelectedMapping?DebtCollectorId=${as.inkasso.creditorId}`,
          headers: as.leverantor.headers,
        })
      ).status,
    ).toBe(403);
  });
});
