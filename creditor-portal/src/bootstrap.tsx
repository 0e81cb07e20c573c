// Standalone start of the creditor remote (its team's dev harness). The shell never runs this file: it loads
// only the exposed './routes'.
import { startStandalone } from 'shared-ui';
import CreditorRoutes from './routes.tsx';
import { standaloneSignIn } from './standalone-sign-in';

startStandalone({
  routes: CreditorRoutes,
  demoEmail: 'leverantor@creditor.demo',
  signIn: standaloneSignIn,
  profileButtons: true,
});
