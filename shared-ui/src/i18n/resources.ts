import { type Language, validationMessages } from 'shared-api';
import enCommon from './en/common.json';
import enCreditor from './en/creditor.json';
import enLawfirm from './en/lawfirm.json';
import enShell from './en/shell.json';
import enTabs from './en/tabs.json';
import svCommon from './sv/common.json';
import svCreditor from './sv/creditor.json';
import svLawfirm from './sv/lawfirm.json';
import svShell from './sv/shell.json';
import svTabs from './sv/tabs.json';

export const LANGUAGES = ['en', 'sv'] as const satisfies readonly Language[];
export const NAMESPACES = ['common', 'shell', 'lawfirm', 'creditor', 'tabs'] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Tree = { [key: string]: string | Tree };

/** Turns the contract's flat `validation.required` keys into the nested shape of our JSON files. */
function nestKeys(flat: Record<string, string>): Tree {
  const root: Tree = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else node = node[part] = {};
    }
    node[parts[parts.length - 1]!] = text;
  }
  return root;
}

/** Every key as a dotted path, for parity checks. */
export function flattenKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

export const resources: Record<Language, Record<Namespace, Tree>> = {
  en: {
    common: { ...enCommon, ...nestKeys(validationMessages.en) },
    shell: enShell,
    lawfirm: enLawfirm,
    creditor: enCreditor,
    tabs: enTabs,
  },
  sv: {
    common: { ...svCommon, ...nestKeys(validationMessages.sv) },
    shell: svShell,
    lawfirm: svLawfirm,
    creditor: svCreditor,
    tabs: svTabs,
  },
};
