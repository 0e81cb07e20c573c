// Standalone start of the lawfirm remote (its team's dev harness). The shell never runs this file: it loads
// only the exposed './routes'.
import { call, isTwoFactorChallenge, lawFirmLogin } from 'shared-api';
import { startStandalone } from 'shared-ui';
import LawfirmRoutes from './routes.tsx';

startStandalone({
  routes: LawfirmRoutes,
  demoEmail: 'anna.berg@nordlaw.demo',
  signIn: async (email, password) => {
    const data = await call(lawFirmLogin, { body: { EmalId: email, password } });
    // The harness signs in demo users only; two-factor sign-in is the shell's.
    if (isTwoFactorChallenge(data)) throw new Error('two-factor sign-in: use the shell');
    return data;
  },
});
