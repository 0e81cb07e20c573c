// Source maps of a production build are private: rspack writes them without a sourceMappingURL comment
// ('hidden-source-map' in rspack.config.base.ts), and the build moves them out of the served dist/ into the app's
// own sourcemaps/ folder, which no server serves. Give them to an error tracker, or read them (as
// measure-login-bytes.mjs does) from there; they hold the whole source, comments included.
// See docs/decisions/0034-source-maps-stay-private.md.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The private folder of an app's source maps, beside its dist/. */
export const sourceMapsDir = (appDir) => path.join(appDir, 'sourcemaps');

/** Moves every .map file under `appDir`/dist into `appDir`/sourcemaps (emptied first), keeping relative paths. */
export function moveSourceMaps(appDir) {
  const dist = path.join(appDir, 'dist');
  const target = sourceMapsDir(appDir);
  rmSync(target, { recursive: true, force: true });
  let moved = 0;
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const from = path.join(entry.parentPath ?? entry.path, entry.name);
    const to = path.join(target, path.relative(dist, from));
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(from, to);
    moved += 1;
  }
  return moved;
}
