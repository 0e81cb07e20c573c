// The wire contract: one file per API area. The server imports only this entry.
export * from './auth';
export * from './common';
export * from './messages';
