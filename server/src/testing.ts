// Public module `server/testing` (package.json "exports"): what benchmarks and browser journeys need to
// set up a database the way the server does, sign in with the demo accounts, and choose the password cost.
export {
  dummyPasswordHash,
  hashPassword,
  PRODUCTION_COST,
  type ScryptCost,
  setCost,
  TEST_COST,
} from './auth/password';
export { prepare } from './prepare';
export { DEMO_PASSWORD } from './seed/demo';
