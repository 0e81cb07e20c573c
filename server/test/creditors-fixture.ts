import { readOutbox } from '../src/mail';
import { call, createTestApp, loginAll, type TestApp } from './helper';

export let t: TestApp;
export let as: Awaited<ReturnType<typeof loginAll>>;

export const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
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
export const codeFor = async (email: string) => {
  await t.app.portal.deferredMail.idle();
  const mails = readOutbox(t.config.dataDir).filter((m) => m.to.includes(email));
  const last = mails.at(-1);
  return last ? /(\d{6})/.exec(last.subject)?.[1] : undefined;
};
export const mailsTo = async (email: string) => {
  await t.app.portal.deferredMail.idle();
  return readOutbox(t.config.dataDir).filter((m) => m.to.includes(email));
};

// Each call from its own client address: the mail-sending calls allow 5 per address in 15 minutes.
export let client = 0;
export const from = () => ({ remoteAddress: `198.51.100.${(client++ % 250) + 1}` });
export const signup = (email: string, overrides: Record<string, unknown> = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/api/Creditor/signup',
    payload: signupBody(email, overrides),
    ...from(),
  });
/** Verifies with the code and the password of the sign-up (signupBody's unless another is given). */
export const verify = (email: string, otp: string, password = 'Hemligt1') =>
  call(t.app, {
    method: 'POST',
    url: '/api/Creditor/verifyOtp',
    payload: { email, otp, password },
    ...from(),
  });
export const resend = (email: string) =>
  call(t.app, { method: 'POST', url: '/api/Creditor/resendOtp', payload: { email }, ...from() });

/** Builds the app and signs the demo users in before this file's tests (beforeAll), closes it after them. */
export function setupCreditorsTests(): void {
  beforeAll(async () => {
    t = await createTestApp();
    as = await loginAll(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
}
