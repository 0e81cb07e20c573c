import { useState } from 'react';
import { errorMessage, toast } from 'shared-ui/light';

/**
 * One call of the account page (change the password, set up or turn off two-factor): `busy` while it
 * runs, and a failure told in a toast, the same for every section.
 */
export function useAccountAction() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      toast.error(errorMessage(failure, 'shell.account.failed'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
