import { readOutbox } from '../../src/mail';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { type FilesWorld, loadWorld, multipart } from '../files-fixtures';
import { call, createTestApp, DEMO, login, loginAll, type SignedIn, type TestApp } from '../helper';
import { signupBody } from '../signup-fixture';

/**
 * A new e-mail address counts only once it is confirmed. It went like this: a creditor changed
 * its e-mail in the profile to an address that had been sent an invitation, with no
 * confirmation; it then accepted that invitation with the leaked link, and the real invitee's
 * sign-up with the link failed. Now every change of e-mail (the creditor's profile, the firm's
 * user form, the account page, the firm's contact e-mail) keeps the old address until the code
 * mailed to the new one is entered, and the old address is told. Sign-in, invitations,
 * debt collectors' searches and mail follow the confirmed address only.
 */

let t: TestApp;
let w: FilesWorld;
let as: Awaited<ReturnType<typeof loginAll>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
});
afterAll(() => t.close());

let client = 0;
const from = () => ({ remoteAddress: `198.51.100.${(client++ % 250) + 1}` });
const as_ = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(t.app, { method, url, headers: who.headers, ...(payload ? { payload } : {}), ...from() });

async function mailsTo(email: string) {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir).filter((m) => m.to === email);
}
const lastCode = async (email: string) =>
  (await mailsTo(email))
    .map((m) => /\b(\d{6})\b/.exec(m.subject)?.[1])
    .filter(Boolean)
    .at(-1) as string;

/** The token of the invitation mail queued for `email`. */
async function invitationTokenFor(email: string): Promise<string> {
  const row = await t.db
    .selectFrom('mail_outbox')
    .select('params')
    .where('template', '=', 'case-invitation')
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow();
  const params = (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as { token: string };
  return params.token;
}

async function changeCreditorEmail(who: SignedIn, newEmail: string, password = DEMO_PASSWORD) {
  const profile = (await as_(who, 'GET', `/api/Creditor/getProfile?creditorId=${who.creditorId}`)).body.data;
  return as_(who, 'PUT', '/api/Creditor/profileUpdate', {
    ...profile,
    creditorEmaill: newEmail,
    creditorPsw: password,
  });
}

/** A new verified creditor that no debt collector acts for. */
async function freshCreditor(email: string): Promise<SignedIn> {
  const body = signupBody(email, 'Flyttande Borgenär AB');
  await call(t.app, { method: 'POST', url: '/api/Creditor/signup', payload: body, ...from() });
  const otp = await lastCode(email);
  await call(t.app, {
    method: 'POST',
    url: '/api/Creditor/verifyOtp',
    payload: { email, otp, password: body.creditorPsw },
    ...from(),
  });
  return login(t.app, email, body.creditorPsw, 'creditor');
}

describe("a creditor's new address in the profile", () => {
  it('cannot take an invitation meant for that address (the invitation hijack)', async () => {
    const invitee = 'riktiga-borgenaren@kund.se';
    const form = multipart(
      {},
      {
        name: 'borgenarer.csv',
        type: 'text/csv',
        content: Buffer.from(
          `Namn;Organisationsnummer;E-post\r\nRiktiga Borgenären AB;556036-0793;${invitee}\r\n`,
        ),
      },
    );
    const sent = await call(t.app, {
      method: 'POST',
      url: `/api/LawFirm/invitations/send?caseId=${w.kaffe}`,
      headers: { ...as.anna.headers, ...form.headers },
      payload: form.payload,
    });
    expect(sent.body.data).toMatchObject({ invited: 1 });
    const token = await invitationTokenFor(invitee);

    // bygg (who does not follow the case) sets the invitee's address in its profile.
    const changed = await changeCreditorEmail(as.bygg, invitee);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ creditorEmaill: DEMO.bygg, pendingEmail: invitee });
    // The leaked link does not work for it: its address is still its old one.
    const hijack = await as_(as.bygg, 'POST', '/api/Creditor/acceptInvitation', { token });
    expect(hijack.status).toBe(404);
    // Nor can it confirm the address: the code went to the invitee's mailbox, which it does not hold.
    const guessed = await as_(as.bygg, 'POST', '/api/Creditor/confirmEmail', {
      creditorId: as.bygg.creditorId,
      code: '000000',
    });
    expect(guessed.status).toBe(400);

    // The real invitee signs up with the link and, verified, follows the case.
    const signup = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/signup',
      payload: { ...signupBody(invitee, 'Riktiga Borgenären AB'), invitationToken: token },
      ...from(),
    });
    expect(signup.status).toBe(200);
    const code = await lastCode(invitee);
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/verifyOtp',
      payload: { email: invitee, otp: code, password: signupBody(invitee).creditorPsw },
      ...from(),
    });
    expect(verified.status).toBe(200);
    const real = await login(t.app, invitee, signupBody(invitee).creditorPsw, 'creditor');
    const cases = await as_(real, 'GET', `/api/Creditor/getSelectedCase?creditorId=${real.creditorId}`);
    expect(cases.body.data.creditorCaseList.map((c: { caseId: number }) => c.caseId)).toEqual([w.kaffe]);
  });

  it('keeps the old address for sign-in, searches and mail until the code is entered, and tells it', async () => {
    const leverantor = await login(t.app, 'leverantor');
    const next = 'leverantor-ny@kund.se';
    expect((await changeCreditorEmail(leverantor, next)).status).toBe(200);
    // The old address is told at once; the new one gets the code.
    expect((await mailsTo(DEMO.leverantor)).map((m) => m.subject)).toContain('Byte av e-postadress begärt');
    const code = await lastCode(next);
    expect(code).toMatch(/^\d{6}$/);

    // Not yet: the new address signs in to nothing.
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/Creditor/login',
          payload: { emalId: next, password: DEMO_PASSWORD },
          ...from(),
        })
      ).status,
    ).toBe(401);
    expect((await login(t.app, DEMO.leverantor, DEMO_PASSWORD, 'creditor')).creditorId).toBe(
      w.creditors.leverantor,
    );

    const confirmed = await as_(leverantor, 'POST', '/api/Creditor/confirmEmail', {
      creditorId: leverantor.creditorId,
      code,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ creditorEmaill: next, pendingEmail: null });
    expect((await login(t.app, next, DEMO_PASSWORD, 'creditor')).creditorId).toBe(w.creditors.leverantor);
    expect((await mailsTo(DEMO.leverantor)).map((m) => m.subject)).toContain('Din e-postadress har bytts');
  });
});

describe("a debt collector's exact search", () => {
  it('finds a creditor by its confirmed address only', async () => {
    const mover = await freshCreditor('flyttar@kund.se');
    const next = 'flyttar-ny@kund.se';
    expect((await changeCreditorEmail(mover, next, signupBody(next).creditorPsw)).status).toBe(200);
    const found = async (term: string) =>
      (
        await as_(as.inkasso, 'GET', `/api/Creditor/get?search=${encodeURIComponent(term)}`)
      ).body.data.creditorList.some((c: { creditorId: number }) => c.creditorId === mover.creditorId);
    expect(await found(next)).toBe(false);
    expect(await found('flyttar@kund.se')).toBe(true);
    const code = await lastCode(next);
    expect(
      (await as_(mover, 'POST', '/api/Creditor/confirmEmail', { creditorId: mover.creditorId, code })).status,
    ).toBe(200);
    expect(await found(next)).toBe(true);
    expect(await found('flyttar@kund.se')).toBe(false);
  });
});

describe("a staff member's new address", () => {
  it('given by the firm’s administrator waits for the user to enter the code on the account page', async () => {
    const users = (await as_(as.anna, 'GET', `/api/LawFirm/getUsers?lawFirmId=${w.nordlawId}`)).body.data;
    const ulf = users.lawFirmUserList.find(
      (u: { lawfirmUserEmail: string }) => u.lawfirmUserEmail === DEMO.ulf,
    );
    const next = 'ulf-ny@nordlaw.demo';
    const updated = await as_(as.anna, 'PUT', '/api/LawFirm/updateUser', {
      lawFirmUserId: ulf.lawFirmUserId,
      lawFirmId: w.nordlawId,
      lawfirmUserName: ulf.lawfirmUserName,
      LawfirmUserEmail: next,
      lawFirmUserOffices: ulf.lawFirmUserOffices.map((o: { lawFirmOfficeId: number }) => o.lawFirmOfficeId),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ lawfirmUserEmail: DEMO.ulf, pendingEmail: next });
    // Ulf still signs in with the old address; the new one is nobody's yet.
    const ulfSession = await login(t.app, 'ulf');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/Auth/login',
          payload: { EmalId: next, password: DEMO_PASSWORD },
          ...from(),
        })
      ).status,
    ).toBe(401);
    const account = await as_(ulfSession, 'GET', '/api/Auth/account');
    expect(account.body.data).toMatchObject({ email: DEMO.ulf, pendingEmail: next });
    const confirmed = await as_(ulfSession, 'POST', '/api/Auth/confirmEmail', { code: await lastCode(next) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: next, pendingEmail: null });
    expect((await login(t.app, next, DEMO_PASSWORD, 'firm')).userType).toBe('U');
  });

  it('on the account page needs the password, and changes the firm’s contact e-mail with the administrator’s', async () => {
    const karin = await login(t.app, 'karin');
    const next = 'karin-ny@vastjuristerna.demo';
    const wrong = await as_(karin, 'PUT', '/api/Auth/changeEmail', { newEmail: next, password: 'fel' });
    expect(wrong.status).toBe(400);
    const asked = await as_(karin, 'PUT', '/api/Auth/changeEmail', {
      newEmail: next,
      password: DEMO_PASSWORD,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ email: DEMO.karin, pendingEmail: next });
    const firmBefore = (await as_(karin, 'GET', `/api/LawFirm/getById?lawFirmId=${w.vastId}`)).body.data;
    expect(firmBefore.lawfirmContactEmail).toBe(DEMO.karin);
    const done = await as_(karin, 'POST', '/api/Auth/confirmEmail', { code: await lastCode(next) });
    expect(done.status).toBe(200);
    const firmAfter = (await as_(karin, 'GET', `/api/LawFirm/getById?lawFirmId=${w.vastId}`)).body.data;
    expect(firmAfter.lawfirmContactEmail).toBe(next);
  });

  it('given as the firm’s contact e-mail leaves the administrator’s sign-in as it is until confirmed', async () => {
    const firm = (await as_(as.admin, 'GET', `/api/LawFirm/getById?lawFirmId=${w.nordlawId}`)).body.data;
    const query = new URLSearchParams({
      LawFirmId: String(w.nordlawId),
      LawfirmName: firm.lawfirmName,
      LawfirmContactName: firm.lawfirmContactName,
      LawfirmContactEmail: 'anna-ny@nordlaw.demo',
    });
    const updated = await as_(as.admin, 'PUT', `/api/LawFirm/update?${query}`);
    expect(updated.status).toBe(200);
    expect(updated.body.data.lawfirmContactEmail).toBe(DEMO.anna);
    expect((await login(t.app, 'anna')).userType).toBe('A');
    expect((await mailsTo('anna-ny@nordlaw.demo')).length).toBe(1);
  });
});
