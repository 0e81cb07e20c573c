import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailSchema, endpoints, isPlainEmail, optionalEmailSchema } from 'shared-api/contract';
import { createMailer, readOutbox } from '../../src/mail';
import { call, createTestApp, login, type TestApp } from '../helper';
import { signupBody } from '../signup-fixture';

/**
 * "One e-mail address means one mailbox": addresses such as
 * `name<other@x>` or `a,b@x` were accepted; the code mail then went to another
 * mailbox than the one stored. Every entry point now takes exactly one plain
 * addr-spec, and the mailer hands nodemailer `{ address }`, never a string.
 */

const TRICKS = [
  'name<other@evil.se>',
  'name <other@evil.se>',
  'a,b@evil.se',
  'a@x.se,b@evil.se',
  'a@x.se;b@evil.se',
  '"other@evil.se"@x.se',
  'a(comment)@x.se',
  'a@[127.0.0.1]',
  'a..b@x.se',
  'a@x',
  'a@x.se\nBcc: b@evil.se',
];
const FINE = ['anna.berg@nordlaw.demo', "o'brien@firma.se", 'a+tag@x.se', 'åsa.öberg@företag.se'];

describe('the contract', () => {
  it.each(TRICKS)('refuses %j everywhere', (address) => {
    expect(isPlainEmail(address)).toBe(false);
    expect(emailSchema.safeParse(address).success).toBe(false);
    expect(optionalEmailSchema.safeParse(address).success).toBe(false);
  });

  it.each(FINE)('accepts %j', (address) => {
    expect(emailSchema.safeParse(address).success).toBe(true);
  });
});

describe('the mailer', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mail-one-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(TRICKS)('sends nothing to %j', async (address) => {
    await expect(createMailer({ dataDir }).send({ to: address, subject: 's', text: 't' })).rejects.toThrow(
      /one plain e-mail address/,
    );
    expect(readOutbox(dataDir)).toEqual([]);
  });

  it('writes the stored address, and only it, as the recipient', async () => {
    await createMailer({ dataDir }).send({ to: 'åsa.öberg@företag.se', subject: 's', text: 't' });
    expect(readOutbox(dataDir).map((m) => m.to)).toEqual(['åsa.öberg@företag.se']);
  });
});

describe('the public calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a sign-up, a code and a firm user with such an address, and mails nothing', async () => {
    const admin = await login(t.app, 'admin');
    for (const address of TRICKS.slice(0, 5)) {
      const signup = await call(t.app, {
        method: 'POST',
        url: '/api/Creditor/signup',
        payload: signupBody(address, 'Lurendrejeri AB'),
      });
      expect({ address, status: signup.status }).toEqual({ address, status: 400 });
      expect(signup.body.message).toMatch(/^creditorEmaill: /);
      const resend = await call(t.app, {
        method: 'POST',
        url: '/api/Creditor/resendOtp',
        payload: { email: address },
      });
      expect(resend.status).toBe(400);
      const user = await call(t.app, {
        method: 'POST',
        url: '/api/LawFirm/addUser',
        headers: admin.headers,
        payload: {
          lawFirmId: 1,
          LawfirmUserEmail: address,
          Password: 'Hemligt-Kontor-1',
          lawFirmUserOffices: [1],
        },
      });
      expect(user.status).toBe(400);
    }
    expect(readOutbox(t.config.dataDir)).toEqual([]);
  });

  it('has an e-mail rule on every e-mail field of the contract', () => {
    const emailFields: string[] = [];
    for (const endpoint of endpoints) {
      for (const schema of [endpoint.query, endpoint.body]) {
        const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
        for (const [name, field] of Object.entries(shape)) {
          if (!/e?mail|emalid/i.test(name) || /notification/i.test(name)) continue;
          emailFields.push(`${endpoint.path} ${name}`);
          expect({
            field: name,
            plain: (field as typeof emailSchema).safeParse('a,b@evil.se').success,
          }).toEqual({
            field: name,
            plain: false,
          });
        }
      }
    }
    expect(emailFields.length).toBeGreaterThan(5);
  });
});
