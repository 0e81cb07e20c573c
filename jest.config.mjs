// Every package's jest project; `npm run test:unit` runs them all.
// Each package keeps its own jest.config.cjs built on jest.preset.web.cjs or jest.preset.node.cjs.
import { existsSync } from 'node:fs';

const packages = [
  'shared-api',
  'shared-ui',
  'case-tabs',
  'server',
  'shell',
  'lawfirm-portal',
  'creditor-portal',
];

const projects = packages.filter((p) => existsSync(`./${p}/jest.config.cjs`)).map((p) => `<rootDir>/${p}`);
// With TEST_DATABASE_URL the server's route tests run a second time on PostgreSQL (project server-pg).
if (process.env.TEST_DATABASE_URL && existsSync('./server/jest.pg.config.cjs')) {
  projects.push('<rootDir>/server/jest.pg.config.cjs');
}

// jest-circus reads the test timeout from the global configuration only, never from a project's: the presets'
// testTimeout (60 s: a hang guard only; user-event typing on a loaded 2-core machine has taken over 30 s) needs to be set here to count.
export default { projects, testTimeout: 60_000 };
