// The languages and namespaces of the interface texts, and helpers on their trees. No texts here: the
// browser loads them through page-texts.ts, the tests and the build through resources.ts.
import type { Language } from 'shared-api';

export const LANGUAGES = ['en', 'sv'] as const satisfies readonly Language[];
export const NAMESPACES = ['common', 'shell', 'lawfirm', 'creditor', 'tabs'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Tree = { [key: string]: string | Tree };

/** Turns the contract's flat `validation.required` keys into the nested shape of our JSON files. */
export function nestKeys(flat: Record<string, string>): Tree {
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
