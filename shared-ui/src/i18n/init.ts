import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from 'shared-api';
import { LANGUAGES, NAMESPACES } from './languages';
import { firstTexts, loadTexts } from './page-texts';

/** Where the chosen language is kept. Sign-out clears localStorage, so the shell saves it again afterwards. */
export const LANGUAGE_STORAGE_KEY = 'portal-language';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function readStoredLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Saves the current language (e.g. again after sign-out wiped localStorage). */
export function persistLanguage(language: string = i18n.language): void {
  if (!isLanguage(language)) return;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

function initialLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const browser = globalThis.navigator?.language?.toLowerCase() ?? '';
  return browser.startsWith('sv') ? 'sv' : 'en';
}

function syncHtmlLang(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Fetches a namespace's texts that did not come with the page (page-texts.ts). */
const textsBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Initialises the one i18next instance of the page, synchronously with the texts that came with the page
 * (those of the pages before sign-in). Safe to call more than once; host and remotes share it as a
 * federation singleton. Keys are `feature.area.key` and unique across namespaces, so
 * `t('shell.login.title')` finds a key in any namespace.
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(textsBackend)
    .use(initReactI18next)
    .init({
      resources: firstTexts,
      partialBundledLanguages: true,
      lng: initialLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(firstTexts.en),
      defaultNS: 'common',
      fallbackNS: ['shell', 'lawfirm', 'creditor', 'tabs'],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  syncHtmlLang(i18n.language);
  i18n.on('languageChanged', (language) => {
    syncHtmlLang(language);
    persistLanguage(language);
  });
  return i18n;
}

/**
 * Fetches the texts of every namespace (the portals' too) in the current language; resolves when they are
 * there. The shell calls it beside loading a portal, a portal's standalone page before it renders. A
 * change of language later fetches the loaded namespaces of the new language before it switches.
 */
export function loadAllTexts(): Promise<void> {
  return i18n.loadNamespaces([...NAMESPACES]);
}

/** Switches the language; the choice is saved and `<html lang>` follows. */
export function setLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

/** The interface language now, as `en` or `sv` (English when i18next holds anything else). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

export { i18n, isLanguage };
