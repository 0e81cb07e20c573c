// Points every browser module's zod import at `shared-api/zod` (shared-api/src/zod.ts), the one place that
// imports zod, so the page loads zod once: `import { z } from 'zod'` becomes `import * as z from
// 'shared-api/zod'` (and the same for `import type`), `import { config } from 'zod'` takes config from it.
// Tests keep importing zod itself. Re-runnable: a file already rewritten is left as it is.
// Usage: node scripts/codemods/zod-through-shared-api.mjs [--check]
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/env.mjs';

const PACKAGES = ['shell', 'lawfirm-portal', 'creditor-portal', 'shared-ui', 'shared-api', 'case-tabs'];
const ZOD_MODULE = path.join(repoRoot, 'shared-api', 'src', 'zod.ts');
const check = process.argv.includes('--check');

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
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const changed = [];
for (const pkg of PACKAGES) {
  for (const file of sources(path.join(repoRoot, pkg, 'src'))) {
    if (file === ZOD_MODULE) continue;
    const source = readFileSync(file, 'utf8');
    const next = source
      .replace(/import\s+type\s+\{\s*z\s*\}\s+from\s+'zod';/g, "import type * as z from 'shared-api/zod';")
      .replace(/import\s+\{\s*z\s*\}\s+from\s+'zod';/g, "import * as z from 'shared-api/zod';")
      .replace(/(import\s+\{[^}]*\}\s+from\s+)'zod';/g, "$1'shared-api/zod';");
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
