import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Creditor, call, getCreditorProfile, isApiError, useAuthStore } from 'shared-api';
import { errorMessage, toast } from 'shared-ui';

/** The signed-in creditor's profile, fetched while `active`; `reload` fetches it again (after a save). */
export function useProfile(active: boolean) {
  const { t } = useTranslation();
  const creditorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const [profile, setProfile] = useState<Creditor | null>(null);
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    if (creditorId === null) return;
    setLoading(true);
    try {
      setProfile(await call(getCreditorProfile, { query: { creditorId } }));
    } catch (error) {
      toast.error(
        isApiError(error) && error.status === 404
          ? t('creditor.profile.notFound')
          : errorMessage(error, 'creditor.profile.fetchFailed'),
      );
    } finally {
      setLoading(false);
    }
  }, [creditorId, t]);

  useEffect(() => {
    if (active) void reload();
  }, [active, reload]);

  return { profile, loading, reload };
}
