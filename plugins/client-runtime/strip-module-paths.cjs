// A loader, so plain CommonJS: the bundler requires it as is.
// Each registry entry is [loader, module path, weak module id]; the path only
// serves server rendering, so the client bundle gets an empty string instead.
module.exports = function stripModulePaths(source) {
  return source.replace(/\)\s*,\s*"(?:[^"\\]|\\.)*"\s*,\s*require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
