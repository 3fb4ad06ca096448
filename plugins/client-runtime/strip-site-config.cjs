// A loader, so plain CommonJS: the bundler requires it as is.
// The generated site config module is `export default <JSON>;`. The browser
// reads titles, URLs, theme config and custom fields from it, never the
// plugin, preset and theme entries with their options, so the client bundle's
// copy leaves those out.
const SERVER_ONLY = ['plugins', 'presets', 'themes'];

module.exports = function stripSiteConfig(source) {
  const match = /export default ([\s\S]*);\s*$/.exec(source);
  if (!match) throw new Error('strip-site-config: the generated site config is no longer `export default <JSON>;`');
  const config = JSON.parse(match[1]);
  for (const key of SERVER_ONLY) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};
