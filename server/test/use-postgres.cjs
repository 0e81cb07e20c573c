// Set by jest.pg.config.cjs: test/helper.ts then uses TEST_DATABASE_URL instead of PGlite.
process.env.SERVER_TEST_DB = 'postgres';
