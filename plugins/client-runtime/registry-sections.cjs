// A loader, so plain CommonJS. The registry every page loads leaves out the
// entries of chunks that only one section's routes use: that section's module
// adds them when it loads (lazy-routes.cjs), so a page does not carry a loader
// for every other page of the site.
const { registryEntries, registryObject } = require('./registry-entries.cjs');
const { split, parseChunkNames, readGenerated } = require('./lazy-routes.cjs');

/** The loader's work, given the registry module, the routes module and the chunk-name table. */
function transform(source, routesSource, chunkNames) {
  const inSections = new Set(split(routesSource, chunkNames).sections.flatMap((section) => section.chunkNames));
  const kept = [...registryEntries(source)].filter(([name]) => !inSections.has(name));
  return `export default ${registryObject(kept)};\n`;
}

module.exports = function registrySections(source) {
  return transform(source, readGenerated(this, 'routes.js').text, parseChunkNames(readGenerated(this, 'routesChunkNames.json').text));
};
module.exports.transform = transform;
