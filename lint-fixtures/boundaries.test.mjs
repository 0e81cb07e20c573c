// The import boundaries in biome.json (style/noRestrictedImports), shown to fail; among them, no component
// (a *.tsx of the apps or case-tabs) imports `call`: its writes are the feature's endpointMutation hooks.
// And the plugin lint-plugins/no-role-literals.grit: no browser file compares a role code ('A', ...).
// boundaries/ mirrors the tree; each import there ends in `// restricted` (biome must report it) or
// `// allowed` (it must not).
// boundaries/biome.json extends the root config, which leaves this folder out of `biome check .`.
// npm test runs this file after the lint step; alone: node --test lint-fixtures/boundaries.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const RULE = 'lint/style/noRestrictedImports';
/** A GritQL plugin's diagnostics (lint-plugins/) have this category. */
const PLUGIN = 'plugin';
const fixtures = new URL('./boundaries/', import.meta.url).pathname;
const biome = new URL('../node_modules/.bin/biome', import.meta.url).pathname;

const lint = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
  cwd: fixtures,
  encoding: 'utf8',
});
const diagnostics = JSON.parse(lint.stdout || '{"diagnostics":[]}').diagnostics;
const reported = new Set(
  diagnostics
    .filter((d) => d.category === RULE || d.category === PLUGIN)
    .map((d) => `${d.location.path}:${d.location.start.line}`),
);
const files = readdirSync(fixtures, { recursive: true })
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .sort();

test(`biome lint fails on the fixture, naming ${RULE}`, () => {
  assert.notEqual(lint.status, 0, lint.stderr);
  assert.ok(reported.size > 0, `no ${RULE} diagnostic:\n${lint.stdout}\n${lint.stderr}`);
});

test('biome lint reports role codes through the no-role-literals plugin', () => {
  assert.ok(
    diagnostics.some((d) => d.category === PLUGIN && /role codes/.test(JSON.stringify(d.message))),
    `no plugin diagnostic:\n${lint.stdout}`,
  );
});

for (const file of files) {
  test(`${file}: every restricted import is reported, no allowed one`, () => {
    const lines = readFileSync(join(fixtures, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const at = `${file}:${index + 1}`;
      if (line.endsWith('// restricted')) assert.ok(reported.has(at), `not reported: ${at} ${line}`);
      else assert.ok(!reported.has(at), `reported although allowed: ${at} ${line}`);
    });
  });
}
