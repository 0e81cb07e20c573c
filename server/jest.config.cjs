// Route tests on an in-memory PGlite (one database per test file).
// The same files run on PostgreSQL as project `server-pg` (jest.pg.config.cjs).
module.exports = {
  ...require('../jest.preset.node.cjs'),
  displayName: 'server',
  setupFiles: ['<rootDir>/test/host-pglite.cjs'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts', '<rootDir>/test/fail-on-error-logs.ts'],
  // ESM-only dependencies (cookie of light-my-request, content-disposition of @fastify/static): transform them too.
  transformIgnorePatterns: [
    'node_modules/(?!(kysely-pglite|@scure|@noble|cookie|content-disposition|light-my-request/node_modules/cookie)/)',
  ],
};
