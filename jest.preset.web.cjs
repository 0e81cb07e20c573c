// Shared jest settings for browser packages (shared-api, shared-ui, shell, portals).
// jsdom with fetch/Request (ky needs them), SWC for TS/TSX and the ESM-only packages.
const esmPackages = ['ky', 'msw', '@mswjs', '@open-draft', 'rettime', 'until-async', 'jwt-decode'].join('|');

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  // antd + user-event tests take seconds each on a busy 2-core machine; this is a hang guard, not a budget.
  testTimeout: 30_000,
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
      },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages})/)(?!.*\\.mjs$)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFiles: ['<rootDir>/../jest.setup.web.ts'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg)$': '<rootDir>/../jest.file-stub.cjs',
    // Every interface text at once: a test renders any portal's texts without waiting for them.
    '^\\./page-texts$': '<rootDir>/../shared-ui/src/i18n/page-texts.all.ts',
    // Every antd component drawn at once: a dialog's or a table's test does not wait for their code.
    '^shared-ui/antd$': '<rootDir>/../shared-ui/src/antd.all.ts',
    // antd's ES modules (the lazily drawn components of shared-ui/antd) as its CommonJS build.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
};
