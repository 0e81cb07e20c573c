// The interface texts as the browser gets them: the namespaces of the pages before sign-in (common, with
// the contract's validation messages, and shell) in both languages come with this module, so those pages
// render, hydrate and switch language at once; the portals' namespaces (lawfirm, creditor, tabs) are
// fetched per language when a portal is loaded, and again for a newly chosen language. Tests replace this
// module by page-texts.all.ts (every text at once), through jest.preset.web.cjs.
import { type Language, validationMessages } from 'shared-api';
import enCommon from './en/common.json';
import enShell from './en/shell.json';
import { type Namespace, nestKeys, type Tree } from './languages';
import svCommon from './sv/common.json';
import svShell from './sv/shell.json';

export const firstTexts: Record<Language, Partial<Record<Namespace, Tree>>> = {
  en: { common: { ...enCommon, ...nestKeys(validationMessages.en) }, shell: enShell },
  sv: { common: { ...svCommon, ...nestKeys(validationMessages.sv) }, shell: svShell },
};

type Loader = () => Promise<{ default: Tree }>;

/** One chunk per language and namespace; the import paths are literal so the bundler can split them. */
const later: Record<Language, Partial<Record<Namespace, Loader>>> = {
  en: {
    lawfirm: () => import('./en/lawfirm.json'),
    creditor: () => import('./en/creditor.json'),
    tabs: () => import('./en/tabs.json'),
  },
  sv: {
    lawfirm: () => import('./sv/lawfirm.json'),
    creditor: () => import('./sv/creditor.json'),
    tabs: () => import('./sv/tabs.json'),
  },
};

/** The texts of one namespace in one language, fetched when first needed. */
export async function loadTexts(language: string, namespace: string): Promise<Tree> {
  const first = firstTexts[language as Language]?.[namespace as Namespace];
  if (first) return first;
  const load = later[language as Language]?.[namespace as Namespace];
  if (!load) throw new Error(`no texts for ${language}/${namespace}`);
  return (await load()).default;
}
