// Points every browser module's antd import at the design-system module `shared-ui/antd` (shared-ui/src/
// antd.tsx), the one place that imports antd: `from 'antd'` becomes `from 'shared-ui/antd'`. Re-runnable:
// a file already rewritten is left as it is. Usage: node scripts/codemods/antd-through-shared-ui.mjs [--check]
// (--check lists what it would change and exits 1 if anything is left).
import path from 'node:path';
import { runCodemod } from '../lib/browser-sources.mjs';
import { repoRoot } from '../lib/env.mjs';

runCodemod({
  packages: ['shell', 'lawfirm-portal', 'creditor-portal', 'shared-ui', 'case-tabs'],
  // The design-system module and its all-at-once twin for the tests are the two files that import antd.
  skip: ['antd.tsx', 'antd.all.ts'].map((file) => path.join(repoRoot, 'shared-ui', 'src', file)),
  rewrite: (source) => source.replace(/(\bfrom\s+)(['"])antd\2/g, '$1$2shared-ui/antd$2'),
});
