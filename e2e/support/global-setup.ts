import { spawnSync } from 'node:child_process';
import { repoRoot } from './portal';

/** Build the three bundles once, so each portal instance the tests start only serves them. */
export default function globalSetup() {
  const result = spawnSync('node', ['scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Building the shell and the remotes failed');
}
