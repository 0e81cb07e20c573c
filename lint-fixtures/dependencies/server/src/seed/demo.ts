export const seed = 'demo';
