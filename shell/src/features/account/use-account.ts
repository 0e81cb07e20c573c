import { useCallback, useEffect, useState } from 'react';
import { type Account, call, getAccount } from 'shared-api';

/** The caller's sign-in settings (GET /api/Auth/account), with a reload after each change. */
export function useAccount() {
  const [account, setAccount] = useState<Account | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setAccount(await call(getAccount));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { account, failed, reload };
}
