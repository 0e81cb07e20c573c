import { mailTemplates } from '../../src/app';
import { readOutbox } from '../../src/mail';
import { renderTemplate } from '../../src/mail/templates';
import { type FilesWorld, loadWorld, MINIMAL_PDF, multipart } from '../files-fixtures';
import { call, createTestApp, DEMO, loginAll, type SignedIn, type TestApp } from '../helper';
import { signupBody } from '../signup-fixture';

/**
 * Each mail is written in one language, its reader's. A creditor
 * chooses it at sign-up and in the profile (existing ones: Swedish); firm staff
 * get the interface language of their last sign-in (Accept-Language).
 */

let t: TestApp;
let w: FilesWorld;
let as: Record<'anna' | 'leverantor' | 'bygg', SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  as = await loginAll(t.app);
});
afterAll(() => t.close());

let client = 0;
const from = () => ({ remoteAddress: `198.51.100.${(client++ % 250) + 1}` });

/** The mails sent to `email` since `before` (an outbox length), once the worker is idle. */
async function mailsSince(before: number, email: string) {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir)
    .slice(before)
    .filter((m) => m.to.includes(email));
}
const outboxLength = async () => {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir).length;
};

const SWEDISH = /Logga in|Din |Någon|Fordran nr|Verifieringskod|Kod för nytt|i ärendet/;
const ENGLISH = /Sign in|Your |Someone|Claim no\.|Verification code|Password reset code|in the case/;

/** Asserts that a mail is written in `language` only (subject and body). */
function expectOnly(mail: { subject: string; text: string } | undefined, language: 'sv' | 'en') {
  expect(mail).toBeDefined();
  const whole = `${mail?.subject}\n${mail?.text}`;
  expect(whole).toMatch(language === 'sv' ? SWEDISH : ENGLISH);
  expect(whole).not.toMatch(language === 'sv' ? ENGLISH : SWEDISH);
  expect(mail?.subject).not.toContain(' / ');
}

const profileOf = async (who: SignedIn, language?: string) =>
  call(t.app, {
    method: 'GET',
    url: `/api/Creditor/getProfile?creditorId=${who.creditorId}`,
    headers: { ...who.headers, ...(language ? { 'accept-language': language } : {}) },
  });
async function updateProfile(who: SignedIn, changes: Record<string, unknown>, acceptLanguage = 'en') {
  const { caseIdList: _cases, language: _language, ...current } = (await profileOf(who)).body.data;
  return call(t.app, {
    method: 'PUT',
    url: '/api/Creditor/profileUpdate',
    headers: { ...who.headers, 'accept-language': acceptLanguage },
    payload: { ...current, ...changes },
  });
}

describe('a creditor chooses the language of its mails in its profile', () => {
  it('reads Swedish for an existing creditor, changes it, and keeps it when a client leaves it out', async () => {
    expect((await profileOf(as.bygg)).body.data.language).toBe('sv');
    const changed = await updateProfile(as.bygg, { language: 'en' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.language).toBe('en');
    // An older client sends no language: the stored one stays.
    expect((await updateProfile(as.bygg, { creditorTown: 'Umeå' })).status).toBe(200);
    expect((await profileOf(as.bygg)).body.data.language).toBe('en');
  });

  it('refuses another language, in the caller language, and changes nothing', async () => {
    const sv = await updateProfile(as.bygg, { language: 'de', creditorTown: 'Berlin' }, 'sv-SE');
    expect(sv.status).toBe(400);
    expect(sv.body.message).toContain('Välj engelska eller svenska');
    const en = await updateProfile(as.bygg, { language: 'EN' });
    expect(en.status).toBe(400);
    expect(en.body.message).toContain('Choose English or Swedish');
    const now = (await profileOf(as.bygg)).body.data;
    expect(now).toMatchObject({ language: 'en', creditorTown: 'Umeå' });
  });

  it('keeps the language out of what others see of the creditor', async () => {
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/case/getcasecreditors?caseId=${w.shared}`,
      headers: as.anna.headers,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.caseCreditorListRponse.length).toBeGreaterThan(0);
    expect(JSON.stringify(list.body.data)).not.toContain('"language"');
  });
});

describe('notices and claim mails in each reader’s language (bygg: English, leverantor: Swedish)', () => {
  it('a message to every creditor of a case: each gets its notice in its own language only', async () => {
    const before = await outboxLength();
    const sent = await call(t.app, {
      method: 'POST',
      url: '/api/LawFirm/notification/send',
      headers: { ...as.anna.headers, 'accept-language': 'sv-SE' },
      payload: { caseId: w.shared, notification: 'Till alla', isSendToAll: true, creditorCasesIdList: [] },
    });
    expect(sent.status).toBe(200);
    const [english] = await mailsSince(before, DEMO.bygg);
    expectOnly(english, 'en');
    expect(english?.subject).toMatch(/^New message: /);
    const [swedish] = await mailsSince(before, DEMO.leverantor);
    expectOnly(swedish, 'sv');
    expect(swedish?.subject).toMatch(/^Nytt meddelande: /);
  });

  const file = (who: SignedIn, acceptLanguage: string) => {
    const form = multipart(
      { CaseId: w.shared, ClaimAmount: '1500', ClaimBasis: 'Rent' },
      { name: 'Hyra.pdf', content: MINIMAL_PDF },
    );
    return call(t.app, {
      method: 'POST',
      url: '/api/Creditor/invoice/add',
      headers: { ...who.headers, ...form.headers, 'accept-language': acceptLanguage },
      payload: form.payload,
    });
  };
  const decide = (claimId: number) =>
    call(t.app, {
      method: 'PUT',
      url: '/api/LawFirm/invoice/update',
      headers: { ...as.anna.headers, 'accept-language': 'sv-SE' },
      payload: { invoiceId: claimId, invoiceStatus: 'Rejected', decisionReason: 'Ingen hyra var avtalad.' },
    });

  it.each([
    ['bygg', 'en', 'sv-SE'],
    ['leverantor', 'sv', 'en-GB'],
  ] as const)(
    '%s gets the receipt and the decision in %s only, whatever the interface language',
    async (who, language, ui) => {
      let before = await outboxLength();
      const filed = await file(as[who], ui);
      expect(filed.status).toBe(200);
      const [receipt] = await mailsSince(before, DEMO[who]);
      expectOnly(receipt, language);
      expect(receipt?.subject).toMatch(language === 'sv' ? /^Mottagningsbevis: / : /^Receipt: /);
      before = await outboxLength();
      expect((await decide(filed.body.data.invoiceId)).status).toBe(200);
      const [decision] = await mailsSince(before, DEMO[who]);
      expectOnly(decision, language);
      expect(decision?.text).toContain('Ingen hyra var avtalad.');
      expect(decision?.subject).toMatch(
        language === 'sv' ? /^Beslut om fordran nr / : /^Decision on claim no\. /,
      );
    },
  );

  it('renders a templated mail queued before the column existed in Swedish', () => {
    const facts = { caseId: 1, knr: 'K 1-26', debtorName: 'Gäldenär AB', lawfirmName: 'Byrå' };
    expect(renderTemplate(mailTemplates, 'message-notice', facts, null).subject).toBe(
      'Nytt meddelande: Gäldenär AB (K 1-26)',
    );
    expect(renderTemplate(mailTemplates, 'message-notice', facts, 'en').subject).toBe(
      'New message: Gäldenär AB (K 1-26)',
    );
  });
});

describe('sign-up: the account’s language, and the code mail in it', () => {
  const signup = (email: string, extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: 'POST',
      url: '/api/Creditor/signup',
      payload: { ...signupBody(email), ...extra },
      headers,
      ...from(),
    });
  const storedLanguage = async (email: string) =>
    (await t.db.selectFrom('creditors').select('language').where('email', '=', email).executeTakeFirst())
      ?.language;

  it.each([
    ['svensk@kund.se', { language: 'sv' }, { 'accept-language': 'en-GB' }, 'sv'],
    ['english@kund.se', { language: 'en' }, { 'accept-language': 'sv-SE' }, 'en'],
    // A client that sends no language: the interface language it sends (Accept-Language).
    ['utan-falt@kund.se', {}, { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' }, 'sv'],
    ['no-field@kund.se', {}, { 'accept-language': 'en-GB' }, 'en'],
  ] as const)('%s: code mail in the chosen language only', async (email, extra, headers, language) => {
    const before = await outboxLength();
    const res = await signup(email, extra, headers);
    expect(res.status).toBe(200);
    expect(await storedLanguage(email)).toBe(language);
    const [mail] = await mailsSince(before, email);
    expectOnly(mail, language);
    // The code stays in the subject and the body (e2e and tests read it from either).
    const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(code);
  });

  it('a second sign-up for a waiting account replaces it, in the newer sign-up’s language', async () => {
    const before = await outboxLength();
    expect((await signup('english@kund.se', { language: 'sv' }, { 'accept-language': 'sv' })).status).toBe(
      200,
    );
    const [code] = await mailsSince(before, 'english@kund.se');
    expectOnly(code, 'sv');
    expect(code?.subject).toMatch(/^Verifieringskod \d{6}$/);
    expect(await storedLanguage('english@kund.se')).toBe('sv');
  });

  it('refuses a language other than en and sv', async () => {
    const res = await signup('tysk@kund.se', { language: 'de' }, { 'accept-language': 'sv' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Välj engelska eller svenska');
    expect(await storedLanguage('tysk@kund.se')).toBeUndefined();
  });
});

describe('staff get mail in the language of their last sign-in', () => {
  const signIn = (headers: Record<string, string>) =>
    call(t.app, {
      method: 'POST',
      url: '/api/Auth/login',
      payload: { EmalId: DEMO.ulf, password: 'Demo1234!' },
      headers,
      ...from(),
    });
  const resetMail = async (acceptLanguage: string) => {
    // A code is mailed once per cooldown and a few times an hour: start afresh each time.
    await t.db.deleteFrom('email_codes').where('email', '=', DEMO.ulf).execute();
    await t.db.deleteFrom('mail_requests').where('subject', '=', DEMO.ulf).execute();
    const before = await outboxLength();
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/forgotPassword',
      payload: { email: DEMO.ulf },
      headers: { 'accept-language': acceptLanguage },
      ...from(),
    });
    expect(res.status).toBe(200);
    return (await mailsSince(before, DEMO.ulf))[0];
  };
  const stored = async () =>
    (await t.db.selectFrom('users').select('language').where('email', '=', DEMO.ulf).executeTakeFirst())
      ?.language;

  it('before any sign-in that states one, the language of the request', async () => {
    expect(await stored()).toBeNull();
    expectOnly(await resetMail('sv-SE'), 'sv');
  });

  it('records the interface language on sign-in and mails in it, whatever the later request says', async () => {
    expect((await signIn({ 'accept-language': 'en-GB,en;q=0.9' })).status).toBe(200);
    expect(await stored()).toBe('en');
    const english = await resetMail('sv-SE');
    expectOnly(english, 'en');
    expect(english?.subject).toMatch(/^Password reset code \d{6}$/);

    expect((await signIn({ 'accept-language': 'sv-SE' })).status).toBe(200);
    expectOnly(await resetMail('en-GB'), 'sv');
  });

  it('a failed sign-in or one that names no language changes nothing', async () => {
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/login',
      payload: { EmalId: DEMO.ulf, password: 'fel-lösenord' },
      headers: { 'accept-language': 'en' },
      ...from(),
    });
    expect(wrong.status).toBe(401);
    expect(await stored()).toBe('sv');
    expect((await signIn({})).status).toBe(200);
    expect((await signIn({ 'accept-language': 'de-DE' })).status).toBe(200);
    expect(await stored()).toBe('sv');
  });
});
