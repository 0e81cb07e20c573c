export const claimRules = 'domain';
