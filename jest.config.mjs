// Every package's jest project; `npm run test:unit` runs them all.
// Each package keeps its own jest.config.cjs built on jest.preset.web.cjs or jest.preset.node.cjs.
import { existsSync } from 'node:fs';

const packages = ['shared-api', 'shared-ui', 'server', 'shell', 'lawfirm-portal', 'creditor-portal'];

export default {
  projects: packages.filter((p) => existsSync(`./${p}/jest.config.cjs`)).map((p) => `<rootDir>/${p}`),
};
