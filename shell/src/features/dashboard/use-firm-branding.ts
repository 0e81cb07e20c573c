import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { headerFirmQuery, isFirmStaff, type SessionUser } from 'shared-api';
import { shellBridge } from 'shared-ui';

/**
 * For A and U: reads the signed-in firm's name and colour for the header and
 * the user menu. A failure is silent: the header keeps the default gold.
 * The law-firm portal reads the same query (one cache entry, one request).
 */
export function useFirmBranding(user: SessionUser | null) {
  const lawFirmId = user && isFirmStaff(user.userType) ? user.lawFirmId : null;
  const { data: firm, error } = useQuery({
    ...headerFirmQuery(lawFirmId ?? 0),
    enabled: lawFirmId !== null,
  });
  useEffect(() => {
    if (firm) shellBridge.setFirm({ name: firm.lawfirmName, color: firm.color });
  }, [firm]);
  useEffect(() => {
    if (error) console.warn('[shell] could not read the law firm for the header', error);
  }, [error]);
}
