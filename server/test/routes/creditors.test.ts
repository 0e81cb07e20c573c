import { sql } from 'kysely';
import { readOutbox } from '../../src/mail';
import {
  as,
  codeFor,
  mailsTo,
  resend,
  setupCreditorsTests,
  signup,
  signupBody,
  t,
  verify,
} from '../creditors-fixture';
import { call, login } from '../helper';

// Sign-up, e-mail verification and the creditor list (setup: creditors-fixture.ts).

setupCreditorsTests();

describe('sign-up and e-mail verification', () => {
  it('creates an unverified creditor, mails a code, and lets it in only after verification', async () => {
    const { status, body } = await signup('kiruna@jarn.se');
    expect(status).toBe(200);
    // The same answer for every address (it was 'Account created successfully' with the new id, which told
    // a stranger whether the address had an account).
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
  // What a debt collector sees here is in representatives.test.ts.
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
