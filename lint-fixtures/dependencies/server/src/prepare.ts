import { seed } from './seed/demo'; // allowed

export const prepare = seed;
