// Standalone start of the creditor remote (its team's dev harness). The shell never runs this file: it loads
// only the exposed './routes'.
import { call, creditorLogin } from 'shared-api';
import { startStandalone } from 'shared-ui';
import CreditorRoutes from './routes.tsx';

startStandalone({
  routes: CreditorRoutes,
  demoEmail: 'leverantor@creditor.demo',
  signIn: (email, password) => call(creditorLogin, { body: { emalId: email, password } }),
  profileButtons: true,
});
