// Test helpers for every package's jest tests: import from 'shared-api/testing', never from app code.
export { makeTestToken } from './tokens';
