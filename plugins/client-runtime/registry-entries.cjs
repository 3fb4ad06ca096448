// Plain CommonJS: the build's loaders require it as is.
//
// `.docusaurus/registry.js` as Docusaurus 3.7 writes it (codegenRoutes.js,
// genRegistry): `export default {`, then one line per chunk name,
// `  "<name>": [() => import(…), "<module path>", require.resolveWeak(…)],`,
// the last one closed by `};`.
const ENTRY = /^\s*"((?:[^"\\]|\\.)*)":\s*(\[.*\]),(?:\};)?\s*$/;

/** The registry's entries, name → the entry's array as source text. */
function registryEntries(source) {
  const entries = new Map();
  for (const line of source.split('\n')) {
    const match = ENTRY.exec(line);
    if (match) entries.set(JSON.parse(`"${match[1]}"`), match[2]);
  }
  const written = source.split('require.resolveWeak(').length - 1;
  if (entries.size !== written) throw new Error(`registry-entries: read ${entries.size} of the registry's ${written} entries; is it still one entry per line?`);
  return entries;
}

/** An object literal of the given entries. */
function registryObject(entries) {
  return `{\n${[...entries].map(([name, entry]) => `  ${JSON.stringify(name)}: ${entry},`).join('\n')}\n}`;
}

module.exports = { registryEntries, registryObject };
