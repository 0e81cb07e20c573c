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

/** The code of the newest mail to `email` (mail to the public calls goes out just after the answer). */
const codeFor = async (email: string) => {
  await t.app.portal.deferredMail.idle();
  const mails = readOutbox(t.config.dataDir).filter((m) => m.to.includes(email));
  const last = mails.at(-1);
  return last ? /(\d{6})/.exec(last.subject)?.[1] : undefined;
};
const mailsTo = async (email: string) => {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir).filter((m) => m.to.includes(email));
};

// Each call from its own client address: the mail-sending calls allow 5 per address in 15 minutes.
let client = 0;
const from = () => ({ remoteAddress: `198.51.100.${(client++ % 250) + 1}` });
const signup = (email: string, overrides: Record<string, unknown> = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/api/Creditor/signup',
    payload: signupBody(email, overrides),
    ...from(),
  });
const verify = (email: string, otp: string) =>
  call(t.app, { method: 'POST', url: '/api/Creditor/verifyOtp', payload: { email, otp }, ...from() });
const resend = (email: string) =>
  call(t.app, { method: 'POST', url: '/api/Creditor/resendOtp', payload: { email }, ...from() });

describe('sign-up and e-mail verification', () => {
  it('creates an unverified creditor, mails a code, and lets it in only after verification', async () => {
    const { status, body } = await signup('kiruna@jarn.se');
    expect(status).toBe(200);
    // Issue 11 §4 changed this answer (it was 'Account created successfully' with the new id).
    expect(body).toEqual({
      isSuccess: true,
      message: 'Check your e-mail to continue',
      data: { creditorId: null, creditorEmaill: 'kiruna@jarn.se' },
    });
    const code = await codeFor('kiruna@jarn.se');
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
    await verify('inkasso@norr.se', (await codeFor('inkasso@norr.se'))!);
    expect((await login(t.app, 'inkasso@norr.se', 'Hemligt1', 'creditor')).userType).toBe('D');
  });

  it('answers a taken e-mail as any other (it was 409) and mails its owner; 400 names a missing field', async () => {
    const dup = await signup('LEVERANTOR@creditor.demo');
    expect(dup.status).toBe(200);
    expect(dup.body.message).toBe('Check your e-mail to continue');
    expect((await mailsTo('leverantor@creditor.demo')).at(-1)?.subject).toBe('Du har redan ett konto');
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

  it('rejects an expired code and allows at most 5 wrong tries, then 429 (it was 400)', async () => {
    await signup('tries@jarn.se');
    const code = (await codeFor('tries@jarn.se'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify('tries@jarn.se', wrong)).status).toBe(400);
    const blocked = await verify('tries@jarn.se', code);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many wrong codes/);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);

    await signup('late@jarn.se');
    await sql`UPDATE email_codes SET expires_at = now() - interval '1 second' WHERE email = 'late@jarn.se'`.execute(
      t.db,
    );
    const late = await verify('late@jarn.se', (await codeFor('late@jarn.se'))!);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('otp: Invalid or expired code');
  });

  it('resends a code at most once per 600 s; before that it answers the same and mails nothing (it was 429)', async () => {
    await signup('resend@jarn.se');
    const first = await codeFor('resend@jarn.se');
    const early = await resend('resend@jarn.se');
    expect(early.status).toBe(200);
    expect(await mailsTo('resend@jarn.se')).toHaveLength(1);
    await sql`UPDATE email_codes SET sent_at = now() - interval '601 seconds' WHERE email = 'resend@jarn.se'`.execute(
      t.db,
    );
    const again = await resend('resend@jarn.se');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(early.body.message);
    const second = await codeFor('resend@jarn.se');
    expect(await mailsTo('resend@jarn.se')).toHaveLength(2);
    if (first !== second) expect((await verify('resend@jarn.se', first!)).status).toBe(400);
    expect((await verify('resend@jarn.se', second!)).status).toBe(200);
    // An unknown address gets the same answer, so it reveals nothing.
    const unknown = await resend('nobody@x.se');
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({
      status: 200,
      message: early.body.message,
    });
  });
});

describe('GET /api/Creditor/get', () => {
  // What a debt collector sees here is in representatives.test.ts (issue 11).
  it('lists every creditor with its cases for S, and searches by name or org. number', async () => {
    const { status, body } = await call(t.app, {
      method: 'GET',
      url: '/api/Creditor/get',
      headers: as.admin.headers,
    });
    expect(status).toBe(200);
    const lev = body.data.creditorList.find(
      (c: { creditorEmaill: string }) => c.creditorEmaill === 'leverantor@creditor.demo',
    );
    expect(lev.caseIdList).toHaveLength(2);
    expect(lev).not.toHaveProperty('password_hash');
    const found = await call(t.app, {
      method: 'GET',
      url: '/api/Creditor/get?search=byggvaror&page=1&pageSize=5',
      headers: as.admin.headers,
    });
    expect(found.body.data.totalCount).toBe(1);
  });

  it('refuses C and firm staff', async () => {
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
    // The new password ends the old token (issue 11 §3); the answer hands this session a fresh one.
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
