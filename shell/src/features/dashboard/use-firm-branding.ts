import { useEffect } from 'react';
import { call, getLawFirmById, type SessionUser } from 'shared-api';
import { shellBridge } from 'shared-ui';

/**
 * For A and U: reads the signed-in firm's name and colour for the header and
 * the user menu. A failure is silent (spec 1 §8): the header keeps the default gold.
 */
export function useFirmBranding(user: SessionUser | null) {
  const lawFirmId = user && (user.userType === 'A' || user.userType === 'U') ? user.lawFirmId : null;
  useEffect(() => {
    if (!lawFirmId) return;
    const controller = new AbortController();
    call(getLawFirmById, { query: { lawFirmId }, signal: controller.signal })
      .then((firm) => shellBridge.setFirm({ name: firm.lawfirmName, color: firm.color }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          console.warn('[shell] could not read the law firm for the header', error);
      });
    return () => controller.abort();
  }, [lawFirmId]);
}
