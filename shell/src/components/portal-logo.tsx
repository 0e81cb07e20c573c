import { useTranslation } from 'react-i18next';
import './portal-logo.css';

/** The portal's mark: a scale in a rounded square, with the product name. */
export function PortalLogo({ color = 'currentColor' }: { color?: string }) {
  const { t } = useTranslation();
  return (
    <span className="shell-logo" style={color === 'currentColor' ? undefined : { color }}>
      <svg width="32" height="32" viewBox="0 0 32 32" role="img" aria-label={t('shell.header.logoAlt')}>
        <rect x="1" y="1" width="30" height="30" rx="7" fill="none" stroke={color} strokeWidth="2" />
        <path d="M16 7v18M9 25h14M8 11h16" stroke={color} strokeWidth="2" strokeLinecap="round" />
        <path
          d="M8 11l-3 7h6zM24 11l-3 7h6z"
          fill="none"
          stroke={color}
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true" className="shell-logo__name">
        {t('shell.header.logoAlt')}
      </span>
    </span>
  );
}
