import webpack from 'webpack';

const NAME = 'vendure-docs-chunk-asset';

/**
 * Docusaurus prefetches a page's chunks by name through
 * `__webpack_require__.gca(name)`, which its ChunkAssetPlugin backs with a
 * map of every chunk's name to its id (6.5 KB gzip for 740 chunks, in the
 * runtime every page loads first). With chunks identified by their names
 * (`optimization.chunkIds: 'named'`) the map is the identity, so this
 * replacement leaves it out and lists only the names that have no chunk of
 * their own (modules bundled into the entry, like the site config), for which
 * prefetching has nothing to fetch. `gca` returns the URL, or undefined.
 */
class ChunkAssetRuntimeModule extends webpack.RuntimeModule {
  constructor(private readonly routeChunkNames: () => string[]) {
    super('VendureDocsChunkAssetRuntimeModule', webpack.RuntimeModule.STAGE_ATTACH);
  }

  generate(): string {
    const chunkNames = new Set(Object.values(this.chunk!.getChunkMaps(false).name));
    const missing = this.routeChunkNames().filter((name) => !chunkNames.has(name));
    const { publicPath, getChunkScriptFilename } = webpack.RuntimeGlobals;
    return `__webpack_require__.gca = function(name) { return ${JSON.stringify(missing)}.indexOf(name) < 0 ? ${publicPath} + ${getChunkScriptFilename}(name) : undefined; };`;
  }
}

export class NamedChunkAssetPlugin {
  constructor(private readonly routeChunkNames: () => string[]) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule(this.routeChunkNames));
      });
    });
  }
}

/** Whether a plugin of the client config is Docusaurus's own ChunkAssetPlugin, which this one replaces. */
export function isDocusaurusChunkAssetPlugin(plugin: unknown): boolean {
  return typeof plugin === 'object' && plugin !== null && plugin.constructor.name === 'ChunkAssetPlugin' && !(plugin instanceof NamedChunkAssetPlugin);
}
