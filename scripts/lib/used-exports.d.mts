/** Sorted value names imported or re-exported from `pkg` (not types) anywhere in the browser packages. */
export function usedExportsOf(pkg: string): string[];
