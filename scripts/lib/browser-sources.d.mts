export const BROWSER_PACKAGES: string[];
/** Every .ts/.tsx file below `dir` (a missing folder yields nothing); `withTests: false` skips *.test.ts(x). */
export function sourceFiles(dir: string, options?: { withTests?: boolean }): Generator<string>;
/** Rewrites the packages' sources with `rewrite`; `--check` only lists what it would change (exit 1). */
export function runCodemod(options: {
  packages: string[];
  skip?: string[];
  withTests?: boolean;
  rewrite: (source: string) => string;
}): void;
