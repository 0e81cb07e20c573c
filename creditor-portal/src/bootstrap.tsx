// Standalone start of the creditor remote (its team's dev harness). The shell never runs this file: it loads
// only the exposed './routes'.
import { call, creditorLogin, isTwoFactorChallenge } from 'shared-api';
import { startStandalone } from 'shared-ui';
import CreditorRoutes from './routes.tsx';

startStandalone({
  routes: CreditorRoutes,
  demoEmail: 'leverantor@creditor.demo',
  signIn: async (email, password) => {
    const data = await call(creditorLogin, { body: { emalId: email, password } });
    // The harness signs in demo users only; a sign-in that asks for a mailed code is the shell's.
    if (isTwoFactorChallenge(data)) throw new Error('a second sign-in step: use the shell');
    return data;
  },
  profileButtons: true,
});
