// Points every browser module's antd import at the design-system module `shared-ui/antd` (shared-ui/src/
// antd.tsx), the one place that imports antd: `from 'antd'` becomes `from 'shared-ui/antd'`. Re-runnable:
// a file already rewritten is left as it is. Usage: node scripts/codemods/antd-through-shared-ui.mjs [--check]
// (--check lists what it would change and exits 1 if anything is left).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/env.mjs';

const PACKAGES = ['shell', 'lawfirm-portal', 'creditor-portal', 'shared-ui', 'case-tabs'];
// The design-system module and its all-at-once twin for the tests are the two files that import antd.
const DESIGN_SYSTEM = ['antd.tsx', 'antd.all.ts'].map((file) =>
  path.join(repoRoot, 'shared-ui', 'src', file),
);
const check = process.argv.includes('--check');

function* sources(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // a package that is not there (yet)
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

const changed = [];
for (const pkg of PACKAGES) {
  for (const file of sources(path.join(repoRoot, pkg, 'src'))) {
    if (DESIGN_SYSTEM.includes(file)) continue;
    const source = readFileSync(file, 'utf8');
    const next = source.replace(/(\bfrom\s+)(['"])antd\2/g, '$1$2shared-ui/antd$2');
    if (next === source) continue;
    changed.push(path.relative(repoRoot, file));
    if (!check) writeFileSync(file, next);
  }
}
console.info(
  `${check ? 'would change' : 'changed'} ${changed.length} files${changed.length ? `:\n  ${changed.join('\n  ')}` : ''}`,
);
if (check && changed.length > 0) process.exitCode = 1;
// The new import sorts elsewhere among a file's imports: let Biome put it in its place.
if (!check && changed.length > 0) {
  const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');
  spawnSync(biome, ['check', '--write', ...changed], { cwd: repoRoot, stdio: 'inherit' });
}
