// The names the browser packages import from a package, read from their sources: the exports a shared
// module tree-shaken by Module Federation must keep (rspack.config.base.ts). Every app's build reads the
// same list, so the host's tree-shaken copy serves every remote and the page keeps one copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './env.mjs';

const BROWSER_PACKAGES = [
  'shell',
  'lawfirm-portal',
  'creditor-portal',
  'shared-ui',
  'shared-api',
  'case-tabs',
];

function* sources(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

/** Sorted value names imported or re-exported from `pkg` (not types) anywhere in the browser packages. */
export function usedExportsOf(pkg) {
  const names = new Set();
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(
    `(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  for (const pkgDir of BROWSER_PACKAGES) {
    for (const file of sources(path.join(repoRoot, pkgDir, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const name = part.trim();
          if (!name || name.startsWith('type ')) continue;
          names.add(name.split(/\s+as\s+/)[0]);
        }
      }
    }
  }
  return [...names].sort();
}
