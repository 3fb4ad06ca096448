// A loader, so plain CommonJS. The browser's `routesChunkNames.json` becomes
// the table lazy-routes.cjs rebuilds from the routes, which carry their chunk
// names: the same table, without a second copy of every route path.
const path = require('node:path');

module.exports = function routesChunkNames() {
  return `export { chunkNames as default } from ${JSON.stringify(path.join(path.dirname(this.resourcePath), 'routes.js'))};\n`;
};
