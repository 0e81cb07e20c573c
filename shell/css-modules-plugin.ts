// Writes dist/css-modules.json: for every emitted CSS file, the source .css modules it holds (paths relative
// to the repository) and whether only a consumed share's fallback loads it. scripts/prerender.mjs inlines the
// files whose modules the public pages import, so a prerendered page is styled in its first paint instead of
// when its async chunk has loaded. A share the shell also provides (shared-ui/light) is loaded through the
// provider at run time, never through its fallback: the fallback's copy would be the wrong file.
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export const CSS_MODULES_MANIFEST = 'css-modules.json';

export type CssModulesManifest = Record<string, { modules: string[]; sharedFallbackOnly: boolean }>;

export class CssModulesManifestPlugin implements RspackPluginInstance {
  constructor(private readonly repoRoot: string) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CssModulesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CssModulesManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          // CSS files by the kind of module whose async block loads them.
          const viaFallback = new Set<string>();
          const viaOther = new Set<string>();
          for (const module of compilation.modules) {
            const fallback = module.identifier().startsWith('consume shared module');
            for (const block of module.blocks) {
              for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
                for (const file of chunk.files) {
                  if (file.endsWith('.css')) (fallback ? viaFallback : viaOther).add(file);
                }
              }
            }
          }
          const manifest: CssModulesManifest = {};
          for (const chunk of compilation.chunks) {
            const cssFiles = [...chunk.files].filter((file) => file.endsWith('.css'));
            if (cssFiles.length === 0) continue;
            const modules = chunkGraph
              .getChunkModules(chunk)
              .map((module) => module.nameForCondition())
              .filter((resource): resource is string => Boolean(resource?.endsWith('.css')))
              .map((resource) => path.relative(this.repoRoot, resource));
            for (const file of cssFiles) {
              manifest[file] = { modules, sharedFallbackOnly: viaFallback.has(file) && !viaOther.has(file) };
            }
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
