// A loader, so plain CommonJS. Returns the module of a page's kept blocks,
// which recma.ts made while compiling the page and named by its hash in the
// page's import (`!!kept-loader.cjs?<hash>!page.mdx`): the page file is only
// the module's place, its own text is not read.
module.exports = function keptLoader() {
  const hash = this.query.slice(1);
  const source = globalThis[Symbol.for('vendure-docs.kept-blocks')]?.get(hash);
  if (source === undefined) throw new Error(`No kept blocks ${hash} for ${this.resourcePath}: the page that imports them was not compiled in this process.`);
  return source;
};
