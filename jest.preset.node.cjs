// Shared jest settings for Node packages (server): SWC to CommonJS, node environment.
module.exports = {
  testEnvironment: 'node',
  // Route tests on a real database; a hang guard for a busy machine, not a budget.
  testTimeout: 60_000,
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['node_modules/(?!(kysely-pglite)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/test/**/*.test.ts'],
};
