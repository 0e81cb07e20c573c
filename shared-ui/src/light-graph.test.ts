import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Every module specifier a source file imports or re-exports. */
const specifiers = (source: string) =>
  [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g)].map(
    (match) => (match[1] ?? match[2])!,
  );

const resolveLocal = (from: string, specifier: string) => {
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && !file.endsWith('/'));
};

describe('shared-ui/light', () => {
  it('never reaches antd through its imports (the login page budget)', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (!/\.tsx?$/.test(file)) return;
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('.')) {
          const target = resolveLocal(file, specifier);
          if (target) visit(target);
        } else packages.add(specifier);
      }
    };
    visit(resolve(__dirname, 'light.ts'));
    expect(seen.size).toBeGreaterThan(5);
    expect(
      [...packages].filter(
        (name) => name === 'antd' || name.startsWith('antd/') || name.startsWith('@ant-design'),
      ),
    ).toEqual([]);
  });
});
