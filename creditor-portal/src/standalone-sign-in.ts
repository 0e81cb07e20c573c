import { call, creditorLogin, isTwoFactorChallenge } from 'shared-api';

/** The standalone harness's sign-in (bootstrap.tsx): demo users only, a mailed second step is the shell's. */
export async function standaloneSignIn(email: string, password: string) {
  const data = await call(creditorLogin, { body: { emalId: email, password } });
  if (isTwoFactorChallenge(data)) throw new Error('a second sign-in step: use the shell');
  return data;
}
