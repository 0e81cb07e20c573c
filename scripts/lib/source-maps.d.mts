export function sourceMapsDir(appDir: string): string;
export function moveSourceMaps(appDir: string): number;
