// The server's route tests on a PostgreSQL server: each test file creates a
// throwaway database on TEST_DATABASE_URL and drops it afterwards.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx jest -c server/jest.pg.config.cjs
module.exports = {
  ...require('../jest.preset.node.cjs'),
  displayName: 'server-pg',
  setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts', '<rootDir>/test/fail-on-error-logs.ts'],
  // ESM-only dependencies (cookie of light-my-request, content-disposition of @fastify/static): transform them too.
  transformIgnorePatterns: [
    'node_modules/(?!(kysely-pglite|@scure|@noble|cookie|content-disposition|light-my-request/node_modules/cookie)/)',
  ],
  setupFiles: ['<rootDir>/test/host-pglite.cjs', '<rootDir>/test/use-postgres.cjs'],
  // The OpenAPI checks (lint, generated client) do not depend on the database: once, on PGlite, is enough.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/http/openapi'],
};
