// The import rules of .dependency-cruiser.cjs (no circle, the layers of the server and the shell), shown to
// fail. dependencies/ is a small tree laid out like the real one; each import there ends in
// `// restricted: <rule> …` (dependency-cruiser must report exactly those rules on it) or `// allowed` (it
// must report none). The root config leaves lint-fixtures/ out of `npm run lint`.
// Alone: node --test lint-fixtures/dependencies.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const fixtures = new URL('./dependencies/', import.meta.url).pathname;
const config = new URL('../.dependency-cruiser.cjs', import.meta.url).pathname;
const depcruise = new URL('../node_modules/.bin/depcruise', import.meta.url).pathname;

const cruise = spawnSync(depcruise, ['--config', config, '--output-type', 'json', '--no-progress', '.'], {
  cwd: fixtures,
  encoding: 'utf8',
});
// The reporter `npm run lint` uses exits non-zero on an error; the JSON one gives each import's rules.
const lint = spawnSync(depcruise, ['--config', config, '--output-type', 'err', '--no-progress', '.'], {
  cwd: fixtures,
  encoding: 'utf8',
});
const result = JSON.parse(cruise.stdout || '{"modules":[],"summary":{"error":0}}');
/** `<file> <specifier>` → the rules reported on that import. */
const reported = new Map(
  result.modules.flatMap((module) =>
    module.dependencies.map((dependency) => [
      `${module.source} ${dependency.module}`,
      (dependency.rules ?? []).map((rule) => rule.name).sort(),
    ]),
  ),
);
const files = readdirSync(fixtures, { recursive: true })
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .sort();

test('depcruise fails on the fixture', () => {
  assert.notEqual(lint.status, 0, `${lint.stdout}\n${lint.stderr}`);
  assert.ok(result.summary.error > 0, `no violation:\n${cruise.stdout}\n${cruise.stderr}`);
});

for (const file of files) {
  test(`${file}: every restricted import is reported with its rules, no allowed one`, () => {
    const lines = readFileSync(join(fixtures, file), 'utf8').split('\n');
    for (const line of lines) {
      const match = /^import .* from '([^']+)'; \/\/ (allowed|restricted: (.+))$/.exec(line);
      if (!match) continue;
      const rules = reported.get(`${file} ${match[1]}`);
      assert.ok(rules, `depcruise did not see the import: ${file} ${line}`);
      const expected = match[3] ? match[3].split(' ').sort() : [];
      assert.deepEqual(rules, expected, `${file}: ${line}`);
    }
  });
}
