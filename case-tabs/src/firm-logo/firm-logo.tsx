import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cachedLogo, DEFAULT_FIRM_LOGO, type LogoSource, loadFirmLogo } from './logo-cache';

/** The URL of a firm's logo through the cache; the default image until it is known. */
export function useFirmLogo(source: LogoSource | null | undefined): string {
  const lawFirmId = source?.lawFirmId ?? null;
  const logoPath = source?.logoPath ?? null;
  const [url, setUrl] = useState<string>(() =>
    source ? (cachedLogo(source) ?? DEFAULT_FIRM_LOGO) : DEFAULT_FIRM_LOGO,
  );
  useEffect(() => {
    if (lawFirmId === null) {
      setUrl(DEFAULT_FIRM_LOGO);
      return;
    }
    const controller = new AbortController();
    loadFirmLogo({ lawFirmId, logoPath }, controller.signal)
      .then((loaded) => {
        if (!controller.signal.aborted) setUrl(loaded);
      })
      .catch(() => {
        // aborted: a newer firm is being shown
      });
    return () => controller.abort();
  }, [lawFirmId, logoPath]);
  return url;
}

export type FirmLogoProps = {
  firm: (LogoSource & { lawfirmName?: string | null }) | null | undefined;
  height?: number;
  className?: string;
  style?: CSSProperties;
};

/** A firm's logo from the cache, falling back to the default image when it fails to load. */
export function FirmLogo({ firm, height = 48, className, style }: FirmLogoProps) {
  const { t } = useTranslation();
  const url = useFirmLogo(firm);
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === url ? DEFAULT_FIRM_LOGO : url;
  const alt = firm?.lawfirmName
    ? t('lawfirm.firmLogo.alt', { name: firm.lawfirmName })
    : t('lawfirm.firmLogo.defaultAlt');
  return (
    <img
      src={src}
      alt={alt}
      height={height}
      className={className}
      style={{ maxWidth: '100%', objectFit: 'contain', ...style }}
      onError={() => setFailed(url)}
    />
  );
}
