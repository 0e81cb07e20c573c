// PGlite's Emscripten glue calls `import()`, which jest's module sandbox does not allow without
// --experimental-vm-modules. Test files therefore get PGlite as Node's own require loads it, outside the
// sandbox (src/db/database.ts parses dates itself, so they are this realm's Date objects).
// The sandbox's process and require are jest's; Buffer is the host's, so its Function constructor reaches
// the host process and Node's own module loader.
const hostProcess = Buffer.from.constructor('return process')();
const hostRequire = hostProcess.getBuiltinModule('node:module').createRequire(__filename);
jest.doMock('@electric-sql/pglite', () => hostRequire('@electric-sql/pglite'));
