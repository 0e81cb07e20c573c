// Standalone start of the lawfirm remote (its team's dev harness). The shell never runs this file: it loads
// only the exposed './routes'.
import { startStandalone } from 'shared-ui';
import LawfirmRoutes from './routes.tsx';
import { standaloneSignIn } from './standalone-sign-in';

startStandalone({
  routes: LawfirmRoutes,
  demoEmail: 'anna.berg@nordlaw.demo',
  signIn: standaloneSignIn,
});
