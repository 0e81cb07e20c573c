import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './portal';

export type Language = 'en' | 'sv';
type Tree = { [key: string]: string | Tree };

const NAMESPACES = ['common', 'shell', 'lawfirm', 'creditor', 'tabs'];
const trees = new Map<Language, Tree>();

function treeOf(language: Language): Tree {
  let tree = trees.get(language);
  if (!tree) {
    tree = {};
    for (const namespace of NAMESPACES) {
      const file = join(repoRoot, 'shared-ui', 'src', 'i18n', language, `${namespace}.json`);
      Object.assign(tree, JSON.parse(readFileSync(file, 'utf8')) as Tree);
    }
    trees.set(language, tree);
  }
  return tree;
}

/** The portal's own text for a key (`tabs.claims.new`) in a language, so a journey can run in either. */
export function text(language: Language, key: string): string {
  let node: string | Tree | undefined = treeOf(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node;
}
