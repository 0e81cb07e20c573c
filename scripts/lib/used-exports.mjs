// The names the browser packages import from a package, read from their sources: the exports a shared
// module tree-shaken by Module Federation must keep (rspack.config.base.ts). Every app's build reads the
// same list, so the host's tree-shaken copy serves every remote and the page keeps one copy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_PACKAGES, sourceFiles } from './browser-sources.mjs';
import { repoRoot } from './env.mjs';

/** Sorted value names imported or re-exported from `pkg` (not types) anywhere in the browser packages. */
export function usedExportsOf(pkg) {
  const names = new Set();
  const quoted = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(
    `(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  for (const pkgDir of BROWSER_PACKAGES) {
    for (const file of sourceFiles(path.join(repoRoot, pkgDir, 'src'))) {
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
