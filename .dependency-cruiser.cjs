// The import rules of the whole tree, checked by `npm run lint` (dependency-cruiser): no import circle
// anywhere, and no module of the server or the shell imports one that sits above it. Biome's
// noRestrictedImports (biome.json) holds the boundaries between packages; these are the layers inside
// them. lint-fixtures/dependencies/ shows each rule failing (npm run lint:boundaries).
//
// The server, top to bottom:
//   server.ts, prepare.ts, testing.ts, storage-migrate.ts  start the process (seed/ only from them)
//   app.ts                                                  assembles: routes, the mail templates, storage
//   routes/                                                 one plugin per resource, registered by app.ts
//   access/, auth/, claims/, dividends/, invitations/, case-history/, notices/, audit.ts   the domain
//   mail/, storage/                                         the outbox and its delivery, stored files
//   db/                                                     repositories, migrations, the database handle
// http/ holds the helpers every layer uses (errors, paging, languages) and the hooks app.ts registers.
//
// The shell, top to bottom:
//   index.ts, bootstrap.tsx                  the entry
//   app.tsx, public-app/, prerender/         assemble the app (with react-router, without it, on the server)
//   routes/                                  the route table and its frames
//   features/                                one folder per page
//   session/, federation/, components/, navigation/   what the pages share
// testing/ is the tests' harness, imported by tests only.

const SERVER_DOMAIN = 'access|auth|claims|dividends|invitations|case-history|notices';
const SERVER_TOP = '^server/src/(app|server|prepare|testing|storage-migrate)\\.ts$';
const SHELL_ASSEMBLY = '^shell/src/(app\\.tsx|bootstrap\\.tsx|index\\.ts|public-app/|prerender/)';
const TEST = '\\.test\\.(ts|tsx)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: the modules cannot be understood, tested or loaded one without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-top',
      severity: 'error',
      comment: 'app.ts and the start-up files assemble the server; nothing inside it imports them.',
      from: { path: '^server/src/[^/]+/' },
      to: { path: SERVER_TOP },
    },
    {
      name: 'server-seed',
      severity: 'error',
      comment: 'The demo data is written at start-up (prepare.ts, testing.ts) only.',
      from: { path: '^server/src/', pathNot: ['^server/src/seed/', '^server/src/(prepare|testing)\\.ts$'] },
      to: { path: '^server/src/seed/' },
    },
    {
      name: 'server-routes',
      severity: 'error',
      comment: 'Routes sit on top: only app.ts registers them, and no other module imports one.',
      from: { path: '^server/src/', pathNot: ['^server/src/routes/', '^server/src/app\\.ts$'] },
      to: { path: '^server/src/routes/' },
    },
    {
      name: 'server-mail-storage',
      severity: 'error',
      comment:
        'mail/ and storage/ sit below the domain: the features hand them what they need (the mail templates through app.ts).',
      from: { path: '^server/src/(mail|storage)/' },
      to: { path: `^server/src/(${SERVER_DOMAIN})/` },
    },
    {
      name: 'server-db',
      severity: 'error',
      comment:
        'db/ is the bottom: repositories know tables, not the domain, mail or stored files above them.',
      from: { path: '^server/src/db/' },
      to: { path: `^server/src/(${SERVER_DOMAIN}|mail|storage)/` },
    },
    {
      name: 'shell-assembly',
      severity: 'error',
      comment:
        'app.tsx, the public app, the prerender and the entry assemble the shell; nothing below imports them.',
      from: { path: '^shell/src/(routes|features|session|federation|components|navigation|testing)/' },
      to: { path: SHELL_ASSEMBLY },
    },
    {
      name: 'shell-routes',
      severity: 'error',
      comment: 'The route table assembles the features; the features and what they share do not import it.',
      from: { path: '^shell/src/(features|session|federation|components|navigation)/' },
      to: { path: '^shell/src/routes/' },
    },
    {
      name: 'shell-shared',
      severity: 'error',
      comment: 'session/, federation/, components/ and navigation/ serve the pages and import none of them.',
      from: { path: '^shell/src/(session|federation|components|navigation)/', pathNot: TEST },
      to: { path: '^shell/src/features/' },
    },
    {
      name: 'shell-testing',
      severity: 'error',
      comment: "The tests' harness (shell/src/testing) is imported by tests only.",
      from: { path: '^shell/src/', pathNot: [TEST, '^shell/src/testing/'] },
      to: { path: '^shell/src/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|coverage|data|test-results|playwright-report|lint-fixtures|bench/out)/',
    },
    // Type-only imports count: a circle of types still ties the modules together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
