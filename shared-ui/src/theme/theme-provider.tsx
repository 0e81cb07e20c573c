import dayjs from 'dayjs';
import { antdLocaleEn, antdLocaleSv, ConfigProvider } from 'shared-ui/antd';
import 'dayjs/locale/sv';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCreditorSide } from 'shared-api';
import { CREDITOR_HEADER_COLOR, cspNonce, FIRM_DEFAULT_COLOR, readableTextColor } from 'shared-ui/light';
import { useReducedMotion } from './use-reduced-motion';

/** The primary colour of a user type: the firm's colour for A and U, dark teal for the others. */
export function primaryColorFor(userType: string | null | undefined, firmColor?: string | null): string {
  if (isCreditorSide(userType)) return CREDITOR_HEADER_COLOR;
  return firmColor || FIRM_DEFAULT_COLOR;
}

/**
 * antd's theme and locale for the signed-in part of the portal. The primary
 * colour is the firm's (default gold) or dark teal for creditor roles; the
 * antd locale follows the i18next language. antd writes its styles with the page's CSP nonce (csp/nonce.ts);
 * the remotes render inside this same provider (shared-ui/antd is a singleton), so their styles get it too.
 */
export function ThemeProvider({
  userType,
  firmColor,
  children,
}: {
  userType: string | null | undefined;
  firmColor?: string | null;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const primary = primaryColorFor(userType, firmColor);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // antd's date pickers format and name months through dayjs.
  useEffect(() => {
    dayjs.locale(language === 'sv' ? 'sv' : 'en');
  }, [language]);
  const nonce = cspNonce();
  const reducedMotion = useReducedMotion();
  // antd wraps its children in a motion provider the first time `motion` differs from its default, which
  // remounts the whole tree (a user's open tab, a half-filled form): the first render is without motion,
  // so that wrapper is there from the start and a later change of the setting only changes a value.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <ConfigProvider
      csp={nonce ? { nonce } : undefined}
      locale={language === 'sv' ? antdLocaleSv : antdLocaleEn}
      theme={{
        token: {
          // Under reduced motion antd opens and closes without animating (its own switch: a CSS rule that
          // zeroes durations left a closed dialog's mask waiting for an animation end that never came).
          motion: mounted && !reducedMotion,
          colorPrimary: primary,
          colorTextLightSolid: readableTextColor(primary),
          // antd's defaults for secondary labels (#8c8c8c) and links (#1677ff) miss WCAG AA on white.
          colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
          colorTextDescription: 'rgba(0, 0, 0, 0.62)',
          colorLink: '#0958d9',
          // antd's red (#ff4d4f) gives danger buttons ('Delete case') 3.3:1 on white; red-7 gives 5.6:1.
          colorError: '#cf1322',
          // Tags draw their text in shade 7 of a palette generated from these seeds; antd's own gold, green
          // and orange give too little contrast on their tints, so the seeds are darker.
          gold: '#ad6800',
          green: '#389e0d',
          orange: '#d46b08',
          fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
