// Points every browser module's zod import at `shared-api/zod` (shared-api/src/zod.ts), the one place that
// imports zod, so the page loads zod once: `import { z } from 'zod'` becomes `import * as z from
// 'shared-api/zod'` (and the same for `import type`), `import { config } from 'zod'` takes config from it.
// Tests keep importing zod itself. Re-runnable: a file already rewritten is left as it is.
// Usage: node scripts/codemods/zod-through-shared-api.mjs [--check]
import path from 'node:path';
import { BROWSER_PACKAGES, runCodemod } from '../lib/browser-sources.mjs';
import { repoRoot } from '../lib/env.mjs';

runCodemod({
  packages: BROWSER_PACKAGES,
  skip: [path.join(repoRoot, 'shared-api', 'src', 'zod.ts')],
  withTests: false,
  rewrite: (source) =>
    source
      .replace(/import\s+type\s+\{\s*z\s*\}\s+from\s+'zod';/g, "import type * as z from 'shared-api/zod';")
      .replace(/import\s+\{\s*z\s*\}\s+from\s+'zod';/g, "import * as z from 'shared-api/zod';")
      .replace(/(import\s+\{[^}]*\}\s+from\s+)'zod';/g, "$1'shared-api/zod';"),
});
