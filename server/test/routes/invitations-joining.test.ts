import { readOutbox } from '../../src/mail';
import { type FilesWorld, loadWorld } from '../files-fixtures';
import { call, createTestApp, login, loginAll, type TestApp } from '../helper';
import { DEMO_LEVERANTOR, invitationCalls, line } from '../invitations-calls';
import { csvOf, orgNumber } from '../invitations-fixture';
import { signupBody } from '../signup-fixture';

/**
 * Joining a case through an invitation of the debtor's creditor list: a sign-up with the link's token, or
 * an existing account that accepts it. Previewing and sending the list: invitations.test.ts.
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

const { upload, list, accept, tokenFor, follows, waitForMail } = invitationCalls(() => t);
let client = 0;
const from = () => ({ remoteAddress: `203.0.113.${(client++ % 250) + 1}` });

describe('joining the case', () => {
  it('a sign-up with the token follows the case once its address is verified', async () => {
    await upload(as.anna, 'send', w.kaffe, csvOf([line(201)]));
    const email = 'borgenar201@invite.example';
    const token = await tokenFor(email);
    const signup = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/signup',
      payload: { ...signupBody(email), invitationToken: token },
      ...from(),
    });
    expect(signup.status).toBe(200);
    const creditor = await t.db
      .selectFrom('creditors')
      .select('creditor_id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(
      (await list(as.anna, w.kaffe)).body.data.invitations.find((i: { email: string }) => i.email === email)
        .state,
    ).toBe('signedUp');
    expect(await follows(creditor.creditor_id, w.kaffe)).toBe(false);
    await t.app.portal.deferredMail.idle();
    await waitForMail(email);
    const codeMail = readOutbox(t.config.dataDir)
      .filter((m) => m.to.includes(email) && /\d{6}/.test(m.subject))
      .at(-1);
    const otp = /(\d{6})/.exec(codeMail?.subject ?? '')?.[1];
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/verifyOtp',
      payload: { email, otp, password: signupBody(email).creditorPsw },
      ...from(),
    });
    expect(verified.status).toBe(200);
    expect(await follows(creditor.creditor_id, w.kaffe)).toBe(true);
    expect(
      (await list(as.anna, w.kaffe)).body.data.invitations.find((i: { email: string }) => i.email === email)
        .state,
    ).toBe('following');
    // Used: the link works once.
    const reused = await call(t.app, {
      method: 'POST',
      url: '/api/Creditor/signup',
      payload: { ...signupBody('annan@invite.example'), invitationToken: token },
      ...from(),
    });
    expect(reused.status).toBe(400);
  });

  it('refuses a sign-up token for another address, an unknown one and an expired one alike', async () => {
    await upload(as.anna, 'send', w.kaffe, csvOf([line(211), line(212)]));
    const token = await tokenFor('borgenar211@invite.example');
    const signup = (email: string, invitationToken: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/Creditor/signup',
        payload: { ...signupBody(email), invitationToken },
        ...from(),
      });
    const other = await signup('borgenar212@invite.example', token);
    const unknown = await signup('borgenar211@invite.example', 'x'.repeat(43));
    await t.db
      .updateTable('case_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'borgenar211@invite.example')
      .execute();
    const expired = await signup('borgenar211@invite.example', token);
    for (const answer of [other, unknown, expired]) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(other.body.message);
    }
    expect(
      await t.db
        .selectFrom('creditors')
        .select('creditor_id')
        .where('email', 'in', ['borgenar211@invite.example', 'borgenar212@invite.example'])
        .execute(),
    ).toHaveLength(0);
  });

  it('an existing account signs in and accepts; others may not use its link', async () => {
    await upload(
      as.anna,
      'send',
      w.quiet,
      csvOf([line(301, { email: DEMO_LEVERANTOR, org: orgNumber(301) })]),
    );
    const token = await tokenFor(DEMO_LEVERANTOR);
    expect((await accept(as.bygg, token)).status).toBe(404);
    expect((await accept(as.leverantor, 'y'.repeat(43))).status).toBe(404);
    expect((await accept(as.anna, token)).status).toBe(403);
    expect(await follows(w.creditors.leverantor, w.quiet)).toBe(false);
    const accepted = await accept(as.leverantor, token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ caseId: w.quiet });
    expect(await follows(w.creditors.leverantor, w.quiet)).toBe(true);
    // Again by the same account: it follows already.
    expect((await accept(as.leverantor, token)).status).toBe(200);
  });

  it('an expired link is refused on acceptance', async () => {
    await upload(as.anna, 'send', w.quiet, csvOf([line(311, { email: 'inkasso@collector.demo' })]));
    const token = await tokenFor('inkasso@collector.demo');
    await t.db
      .updateTable('case_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'inkasso@collector.demo')
      .execute();
    const inkasso = await login(t.app, 'inkasso');
    const answer = await accept(inkasso, token);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/expired/);
  });
});
