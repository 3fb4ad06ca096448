// A loader, so plain CommonJS. Replaces a module of Docusaurus's client by one
// of ours (`options.with`): the module's own imports are relative, so no alias
// can reach it, but every request for it resolves to this one file.
module.exports = function replaceModule() {
  return `export { default } from ${JSON.stringify(this.getOptions().with)};\n`;
};
