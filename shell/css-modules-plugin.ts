// Writes dist/css-modules.json: for every emitted CSS file, the source .css modules it holds (paths relative
// to the repository). scripts/prerender.mts links the files whose modules the public pages import, so a
// prerendered page is styled in its first paint instead of when its async chunk has loaded.
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export const CSS_MODULES_MANIFEST = 'css-modules.json';

export class CssModulesManifestPlugin implements RspackPluginInstance {
  constructor(private readonly repoRoot: string) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CssModulesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CssModulesManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest: Record<string, string[]> = {};
          for (const chunk of compilation.chunks) {
            const cssFiles = [...chunk.files].filter((file) => file.endsWith('.css'));
            if (cssFiles.length === 0) continue;
            const modules = compilation.chunkGraph
              .getChunkModules(chunk)
              .map((module) => module.nameForCondition())
              .filter((resource): resource is string => Boolean(resource?.endsWith('.css')))
              .map((resource) => path.relative(this.repoRoot, resource));
            for (const file of cssFiles) manifest[file] = modules;
          }
          compilation.emitAsset(
            CSS_MODULES_MANIFEST,
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}
