import { useQuery } from '@tanstack/react-query';
import { loadFirmLogo } from 'case-tabs';
import { useEffect } from 'react';
import { headerFirmQuery, isFirmStaff, type LawFirm, type UserType } from 'shared-api';
import { shellBridge } from 'shared-ui';

/**
 * A and U: the signed-in firm, whose name, colour and logo (from the logo
 * cache) go to the shell's header. The query is the shell's own (one cache
 * entry, one request); an edit of the firm marks it stale, so it is read again.
 * A failure is silent: the header keeps its defaults.
 */
export function useFirmBranding(userType: UserType | null, lawFirmId: number | null): LawFirm | null {
  const firmRole = isFirmStaff(userType);
  const { data: firm, error } = useQuery({
    ...headerFirmQuery(lawFirmId ?? 0),
    enabled: firmRole && lawFirmId !== null,
  });
  // The logo through the logo cache (sessionStorage), keyed by the file so a new logo is read again.
  const logoPath = firm?.logoPath ?? null;
  const { data: logoUrl } = useQuery({
    queryKey: ['firm-logo', firm?.lawFirmId ?? 0, logoPath],
    queryFn: ({ signal }) => (firm ? loadFirmLogo(firm, signal) : null),
    enabled: Boolean(firm && logoPath),
  });
  useEffect(() => {
    if (firm) shellBridge.setFirm({ name: firm.lawfirmName, color: firm.color });
  }, [firm]);
  useEffect(() => {
    if (!firm) return;
    if (!logoPath) shellBridge.setFirm({ logoUrl: null });
    else if (logoUrl) shellBridge.setFirm({ logoUrl });
  }, [firm, logoPath, logoUrl]);
  useEffect(() => {
    if (error) console.warn('[lawfirm] could not read the firm for the header', error);
  }, [error]);
  return firmRole ? (firm ?? null) : null;
}
