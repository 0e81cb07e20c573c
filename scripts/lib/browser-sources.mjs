// The TypeScript sources of the browser packages, walked the same way by the codemods and by
// used-exports.mjs: every .ts/.tsx file below a package's src/, never node_modules or dist.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './env.mjs';

export const BROWSER_PACKAGES = [
  'shell',
  'lawfirm-portal',
  'creditor-portal',
  'shared-ui',
  'shared-api',
  'case-tabs',
];

/** Every .ts/.tsx file below `dir` (a missing folder yields nothing); `withTests: false` skips *.test.ts(x). */
export function* sourceFiles(dir, { withTests = true } = {}) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // a package that is not there (yet)
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full, { withTests });
    else if (/\.(ts|tsx)$/.test(entry.name) && (withTests || !/\.test\.tsx?$/.test(entry.name))) yield full;
  }
}

/**
 * Runs an import-rewriting codemod over the packages' sources: `rewrite` gets a file's text and returns
 * the new text (the same text = nothing to do). With `--check` on the command line it only lists what it
 * would change and exits 1 if anything is left; otherwise it writes the files and lets Biome sort the
 * rewritten imports into their place.
 */
export function runCodemod({ packages, skip = [], withTests = true, rewrite }) {
  const check = process.argv.includes('--check');
  const changed = [];
  for (const pkg of packages) {
    for (const file of sourceFiles(path.join(repoRoot, pkg, 'src'), { withTests })) {
      if (skip.includes(file)) continue;
      const source = readFileSync(file, 'utf8');
      const next = rewrite(source);
      if (next === source) continue;
      changed.push(path.relative(repoRoot, file));
      if (!check) writeFileSync(file, next);
    }
  }
  console.info(
    `${check ? 'would change' : 'changed'} ${changed.length} files${changed.length ? `:\n  ${changed.join('\n  ')}` : ''}`,
  );
  if (check && changed.length > 0) process.exitCode = 1;
  if (!check && changed.length > 0) {
    const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
    spawnSync(biome, ['check', '--write', ...changed], { cwd: repoRoot, stdio: 'inherit' });
  }
}
