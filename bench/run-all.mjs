// npm run bench [-- --scale=0.2]: every benchmark in turn (data, api, memory, web, lighthouse, sign-in, public
// answers), each printing its figures.
// Not a test: nothing is asserted. See bench/RESULTS.md for the last recorded run.
import { spawnSync } from 'node:child_process';

const passThrough = process.argv.slice(2);
const steps = [
  ['bench/data.ts', ['--scale=0.1']],
  ['bench/api.ts', []],
  ['bench/memory.ts', []],
  ['bench/web.ts', []],
  ['bench/lighthouse.ts', []],
  ['bench/sign-in.ts', []],
  ['bench/public-answers.ts', []],
];
let failed = 0;
for (const [file, defaults] of steps) {
  console.info(`\n=== ${file} ===`);
  const args = [
    ...defaults.filter((d) => !passThrough.some((p) => p.split('=')[0] === d.split('=')[0])),
    ...passThrough,
  ];
  const result = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
