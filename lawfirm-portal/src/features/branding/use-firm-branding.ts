import { useEffect, useState } from 'react';
import { call, getLawFirmById, type LawFirm, type UserType } from 'shared-api';
import { loadFirmLogo, shellBridge } from 'shared-ui';
import { isAbort } from '../../lib/api-error';

/**
 * A and U: reads the signed-in firm and hands its name, colour and logo (from
 * the logo cache) to the shell's header. `version` reads it again after an edit.
 * A failure is silent: the header keeps its defaults.
 */
export function useFirmBranding(userType: UserType | null, lawFirmId: number | null, version = 0) {
  const [firm, setFirm] = useState<LawFirm | null>(null);
  const firmRole = userType === 'A' || userType === 'U';
  useEffect(() => {
    void version;
    if (!firmRole || lawFirmId === null) return;
    const controller = new AbortController();
    call(getLawFirmById, { query: { lawFirmId }, signal: controller.signal })
      .then(async (data) => {
        setFirm(data);
        shellBridge.setFirm({ name: data.lawfirmName, color: data.color });
        const logoUrl = data.logoPath ? await loadFirmLogo(data, controller.signal) : null;
        if (!controller.signal.aborted) shellBridge.setFirm({ logoUrl });
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) console.warn('[lawfirm] could not read the firm for the header', error);
      });
    return () => controller.abort();
  }, [firmRole, lawFirmId, version]);
  return firm;
}
