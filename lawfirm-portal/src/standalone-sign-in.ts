import { call, isTwoFactorChallenge, lawFirmLogin } from 'shared-api';

/** The standalone harness's sign-in (bootstrap.tsx): demo users only, two-factor sign-in is the shell's. */
export async function standaloneSignIn(email: string, password: string) {
  const data = await call(lawFirmLogin, { body: { EmalId: email, password } });
  if (isTwoFactorChallenge(data)) throw new Error('two-factor sign-in: use the shell');
  return data;
}
