// Browser entry of shared-api: the contract plus the client and the auth store.
export * from './contract';
