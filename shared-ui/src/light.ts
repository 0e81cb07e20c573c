// shared-ui/light: the parts of shared-ui the login pages need. Must never import antd.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './i18n/en/common.json';
import svCommon from './i18n/sv/common.json';

export { i18n };

/** Initialises i18next once (English fallback). */
export function initI18n() {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources: { en: { common: enCommon }, sv: { common: svCommon } },
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18n;
}
