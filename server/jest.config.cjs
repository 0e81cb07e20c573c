// Route tests on an in-memory PGlite (one database per test file).
// The same files run on PostgreSQL as project `server-pg` (jest.pg.config.cjs).
module.exports = {
  ...require('../jest.preset.node.cjs'),
  displayName: 'server',
  setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts'],
  // light-my-request (app.inject) depends on the ESM-only `cookie`: transform it too.
  transformIgnorePatterns: ['node_modules/(?!(kysely-pglite|cookie|light-my-request/node_modules/cookie)/)'],
};
